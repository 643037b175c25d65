import type { CatalogType } from '@insight/api';
import type { CardRibbon, Tone } from '@insight/ui';

/** SPEC §2 Home: a guide card's ribbon colour by type — career red, sports green, personal blue. */
export const guideRibbonTone: Readonly<Record<CatalogType, Tone>> = {
  career: 'critical',
  sports: 'success',
  personal: 'info',
};

/** 'career' → 'Career': the ribbon's text. */
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();

/** The ribbon of a guide (its card and its overview). */
export const guideRibbon = (type: CatalogType): CardRibbon => ({ label: typeLabel(type), tone: guideRibbonTone[type] });

/**
 * SPEC §2 Purchase package: a package's ribbon colour — career red, personal blue, sports and
 * anything else green. A package without a type has no ribbon.
 */
export const packageRibbon = (type: string): CardRibbon | undefined =>
  type
    ? { label: typeLabel(type), tone: type === 'career' ? 'critical' : type === 'personal' ? 'info' : 'success' }
    : undefined;
