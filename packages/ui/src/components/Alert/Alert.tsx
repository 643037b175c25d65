import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { StatusTone } from '../../internal/vocabulary';
import { vars } from '../../tokens';
import { IconButton } from '../Button';
import { Icon, type IconName } from '../Icon';
import { useInsightStrings } from '../../theme/locale';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** What it means: critical (an error: role="alert"), success, info, warning (role="status"). */
  tone?: StatusTone;
  /** A bold first line. */
  title?: ReactNode;
  /** When given, a close button is shown and calls it. */
  onDismiss?: () => void;
  /** The accessible name of the close button (default: the provider's `strings.dismiss`, 'Dismiss'). */
  dismissLabel?: string;
  children?: ReactNode;
}

const tones: Record<StatusTone, { icon: IconName; style: ReturnType<typeof css> }> = {
  critical: {
    icon: 'error',
    style: css`
      background: ${vars.color.dangerSurface};
      color: ${vars.color.dangerText};
      border-color: ${vars.color.danger};
    `,
  },
  success: {
    icon: 'success',
    style: css`
      background: ${vars.color.successSurface};
      color: ${vars.color.successText};
      border-color: ${vars.color.success};
    `,
  },
  info: {
    icon: 'info',
    style: css`
      background: ${vars.color.infoSurface};
      color: ${vars.color.infoText};
      border-color: ${vars.color.info};
    `,
  },
  warning: {
    icon: 'warning',
    style: css`
      background: ${vars.color.warningSurface};
      color: ${vars.color.warningText};
      border-color: ${vars.color.warning};
    `,
  },
};

const Box = styled.div<{ $tone: StatusTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  ${({ $tone }) => tones[$tone].style}

  > svg {
    margin-top: 1px;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

const Title = styled.div`
  font-weight: ${vars.font.weightBold};
  margin-bottom: ${vars.space.xxs};
`;

const Dismiss = styled(IconButton)`
  margin: calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.sm}) calc(-1 * ${vars.space.xs}) 0;
  color: inherit;
  &:hover:not(:disabled) {
    background: transparent;
    box-shadow: inset 0 0 0 1px currentColor;
  }
`;

/**
 * A message block. Errors (tone 'critical', the red alert of a failed sign-in) are role="alert"
 * and interrupt; the other tones are role="status" and wait their turn.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, onDismiss, dismissLabel, children, ...rest },
  ref,
) {
  const strings = useInsightStrings();
  return (
    <Box ref={ref} role={tone === 'critical' ? 'alert' : 'status'} data-tone={tone} $tone={tone} {...rest}>
      <Icon name={tones[tone].icon} />
      <Content>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Content>
      {onDismiss ? (
        <Dismiss icon="close" size="sm" aria-label={dismissLabel ?? strings.dismiss} onClick={onDismiss} />
      ) : null}
    </Box>
  );
});
Alert.displayName = 'Alert';
