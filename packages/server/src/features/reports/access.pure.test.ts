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

  describe('connections', () => {
    const sharing = { ...owner, sharedWithViewerReportIds: new Set([3, 2]) };

    it('lets a connection read a guide the owner shares with them and owns', () => {
      expect(canReadReport({ id: 8 }, sharing, { reportId: 3 })).toBe(true);
    });

    it('refuses a connection the guides the owner does not share with them', () => {
      expect(canReadReport({ id: 8 }, sharing, { reportId: 1 })).toBe(false);
      expect(canReadReport({ id: 8 }, { ...owner, sharedWithViewerReportIds: new Set() }, { reportId: 3 })).toBe(false);
    });

    it('refuses a shared guide the owner no longer owns', () => {
      expect(canReadReport({ id: 8 }, sharing, { reportId: 2 })).toBe(false);
    });

    it('does not let shares widen what the owner reads', () => {
      expect(canReadReport({ id: 7 }, sharing, { reportId: 2 })).toBe(false);
    });
  });
});
