import { describe, expect, it } from 'vitest';
import { canReadReport } from './access.js';

describe('canReadReport', () => {
  const owner = { id: 7, purchasedReportIds: new Set([1, 3]) };

  it('lets the owner read a guide they purchased', () => {
    expect(canReadReport({ id: 7 }, owner, { reportId: 1 })).toBe(true);
  });

  it('refuses the owner a guide they did not purchase', () => {
    expect(canReadReport({ id: 7 }, owner, { reportId: 2 })).toBe(false);
  });

  it("refuses another person the owner's guide", () => {
    expect(canReadReport({ id: 8 }, owner, { reportId: 1 })).toBe(false);
  });
});
