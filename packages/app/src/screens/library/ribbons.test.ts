import { describe, expect, it } from 'vitest';
import { guideRibbon, guideRibbonTone, packageRibbon } from './ribbons';

describe('ribbons', () => {
  it('guides: career red (critical), sports green (success), personal blue (info)', () => {
    expect(guideRibbonTone).toEqual({ career: 'critical', sports: 'success', personal: 'info' });
    expect(guideRibbon('career')).toEqual({ label: 'Career', tone: 'critical' });
    expect(guideRibbon('sports')).toEqual({ label: 'Sports', tone: 'success' });
    expect(guideRibbon('personal')).toEqual({ label: 'Personal', tone: 'info' });
  });

  it('packages: career red, personal blue, sports and anything else green; none without a type', () => {
    expect(packageRibbon('career')).toEqual({ label: 'Career', tone: 'critical' });
    expect(packageRibbon('personal')).toEqual({ label: 'Personal', tone: 'info' });
    expect(packageRibbon('sports')).toEqual({ label: 'Sports', tone: 'success' });
    expect(packageRibbon('bundle')).toEqual({ label: 'Bundle', tone: 'success' });
    expect(packageRibbon('TEAM')).toEqual({ label: 'Team', tone: 'success' });
    expect(packageRibbon('')).toBeUndefined();
  });
});
