import { TERMS_LAST_UPDATED } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { lastUpdatedIn } from './lastUpdated';

describe('the legal documents’ date', () => {
  it('is SPEC’s date in each language’s long form', () => {
    expect(TERMS_LAST_UPDATED).toBe('April 06, 2023');
    expect(lastUpdatedIn('de')).toBe('6. April 2023');
    expect(lastUpdatedIn('es')).toBe('6 de abril de 2023');
    expect(lastUpdatedIn('en-US')).toBe('April 6, 2023');
  });
});
