import { css } from 'styled-components';
import { vars } from '../../tokens';

/** The filled tones Button and IconButton share; each adds its own (link, ghost) beside them. */
export const toneStyles = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryText};
    &:hover:not(:disabled) {
      background: ${vars.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${vars.color.surface};
    color: ${vars.color.secondaryText};
    border-color: ${vars.color.borderStrong};
    &:hover:not(:disabled) {
      background: ${vars.color.secondary};
    }
  `,
  danger: css`
    background: ${vars.color.danger};
    color: ${vars.color.textInverse};
    &:hover:not(:disabled) {
      background: ${vars.color.dangerHover};
    }
  `,
} as const;
