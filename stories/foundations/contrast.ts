/** The foundations pages' colour helpers: the ratio is the design system's own (@insight/ui contrastRatio). */
import { contrastRatio } from '@insight/ui';

export const contrast = contrastRatio;

export const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);
