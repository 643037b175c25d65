import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message, e.g. 'You do not have any connections. Click Invite Connections to get started.' */
  message: ReactNode;
  /** A short heading above the message. */
  title?: ReactNode;
  /** A decorative icon (default 'info'). */
  icon?: IconName;
  /** A button or link that fixes the emptiness. */
  action?: ReactNode;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.xl};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  text-align: center;
`;

const Glyph = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.round};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.primary};
`;

const Title = styled.p`
  margin: 0;
  color: ${vars.color.text};
  font-weight: ${vars.font.weightBold};
  font-size: ${vars.font.sizeLg};
`;

const Message = styled.p`
  margin: 0;
  max-width: 48ch;
`;

const Action = styled.div`
  margin-top: ${vars.space.sm};
`;

/** What a list shows when it has nothing: an icon, a message and an optional action. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { message, title, icon = 'info', action, ...rest },
  ref,
) {
  return (
    <Box ref={ref} {...rest}>
      <Glyph>
        <Icon name={icon} size="lg" />
      </Glyph>
      {title ? <Title>{title}</Title> : null}
      <Message>{message}</Message>
      {action ? <Action>{action}</Action> : null}
    </Box>
  );
});
EmptyState.displayName = 'EmptyState';
