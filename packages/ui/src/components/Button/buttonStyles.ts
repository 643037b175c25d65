import { css } from 'styled-components';
import type { ButtonVariant, Tone } from '../../internal/vocabulary';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';

/** One home for the look of Button, ButtonLink and IconButton. */

export type ButtonSize = 'sm' | 'md';

/** What an action means: neutral, or critical (destructive: removes, cancels for good). */
export type ButtonTone = Extract<Tone, 'neutral' | 'critical'>;

/**
 * How loud an action is (`variant`) and what it means (`tone`, default neutral). A plain action is
 * text only and never critical: a destructive action is never that quiet.
 */
export type ButtonAppearance =
  { variant?: Exclude<ButtonVariant, 'plain'>; tone?: ButtonTone } | { variant: 'plain'; tone?: 'neutral' };

/** The same, for components whose default variant is plain (IconButton). */
export type PlainFirstAppearance =
  { variant: Exclude<ButtonVariant, 'plain'>; tone?: ButtonTone } | { variant?: 'plain'; tone?: 'neutral' };

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  text-align: center;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-state='loading'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/**
 * Height, padding and type size of a labelled action (Button, ButtonLink). On a touch screen every size is at
 * least 44 × 44 px (the small one too: a finger is no smaller for it); a plain action keeps the height of its
 * text, as it reads as a link in a sentence, and containers that set one apart give it room.
 */
export const labelledSize = (size: ButtonSize, fullWidth: boolean) => css`
  height: ${size === 'sm' ? '32px' : vars.size.controlHeight};
  padding: 0 ${size === 'sm' ? vars.space.md : vars.space.lg};
  font-size: ${size === 'sm' ? vars.font.sizeSm : vars.font.sizeMd};
  width: ${fullWidth ? '100%' : 'auto'};

  ${onTouch} {
    height: auto;
    min-height: ${TOUCH_TARGET};
    min-width: ${TOUCH_TARGET};
  }
`;

const filled: Record<Exclude<ButtonVariant, 'plain'>, Record<ButtonTone, ReturnType<typeof css>>> = {
  primary: {
    neutral: css`
      background: ${vars.color.primary};
      color: ${vars.color.primaryText};
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${vars.color.primaryHover};
      }
    `,
    critical: css`
      background: ${vars.color.danger};
      color: ${vars.color.textInverse};
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${vars.color.dangerHover};
      }
    `,
  },
  secondary: {
    neutral: css`
      background: ${vars.color.surface};
      color: ${vars.color.secondaryText};
      border-color: ${vars.color.borderStrong};
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${vars.color.secondary};
      }
    `,
    critical: css`
      background: ${vars.color.surface};
      color: ${vars.color.dangerText};
      border-color: ${vars.color.danger};
      &:hover:not(:disabled, [aria-disabled='true']) {
        background: ${vars.color.dangerSurface};
      }
    `,
  },
};

/** A labelled plain action: text only, underlined, like a link in running text. */
const plainText = css`
  background: transparent;
  color: ${vars.color.link};
  text-decoration: underline;
  text-underline-offset: 2px;
  height: auto;
  padding: 0;
  border-radius: ${vars.radius.sm};
  &:hover:not(:disabled, [aria-disabled='true']) {
    text-decoration-thickness: 2px;
  }

  ${onTouch} {
    min-height: 0;
    min-width: 0;
  }
`;

/** An icon-only plain action: no fill until hovered, in the colour of what is around it. */
const plainIcon = css`
  background: transparent;
  color: inherit;
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.surfaceMuted};
  }
`;

/**
 * The colours of an action; `plain` differs between a labelled action and an icon-only one. A word
 * the types forbid (untyped code, an old `variant="danger"`) gets the default look instead of a crash.
 */
export const buttonLook = (variant: ButtonVariant, tone: ButtonTone, kind: 'labelled' | 'icon' = 'labelled') => {
  if (variant === 'plain') return kind === 'icon' ? plainIcon : plainText;
  const looks = (filled as Partial<typeof filled>)[variant] ?? filled.primary;
  return (looks as Partial<typeof looks>)[tone] ?? looks.neutral;
};
