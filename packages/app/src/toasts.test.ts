import { describe, expect, it } from 'vitest';
import { createToaster, TOAST_DEFAULTS } from '@insight/ui';
import { APP_TOAST_OPTIONS } from './toasts';

describe("Insight's toasts (SPEC §9)", () => {
  it('are top-centre, 5 seconds, with duplicates prevented, over the ui defaults', () => {
    const toaster = createToaster(APP_TOAST_OPTIONS);
    expect(toaster.options).toEqual({
      ...TOAST_DEFAULTS,
      position: 'top-center',
      timeOut: 5000,
      preventDuplicates: true,
    });
    expect(toaster.success('Saved')).not.toBeNull();
    expect(toaster.success('Saved')).toBeNull();
    toaster.dispose();
  });
});
