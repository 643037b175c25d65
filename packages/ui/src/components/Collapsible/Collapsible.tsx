import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon } from '../Icon';
import { useControllableState } from '../../internal/useControllableState';

export interface CollapsibleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The button's text, e.g. 'Privacy Policy'. */
  title: ReactNode;
  /** Controlled: open or closed. */
  open?: boolean;
  /** Uncontrolled: the first state (default closed). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

const Root = styled.div`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  svg {
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Region = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  max-height: 320px;
  overflow-y: auto;
`;

/** A button (aria-expanded) that shows and hides a region, e.g. the invite dialog's privacy policy. */
export const Collapsible = forwardRef<HTMLDivElement, CollapsibleProps>(function Collapsible(
  { title, open, defaultOpen = false, onOpenChange, children, ...rest },
  ref,
) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  return (
    <Root ref={ref} data-state={isOpen ? 'open' : 'closed'} {...rest}>
      <Trigger
        type="button"
        id={buttonId}
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={() => setOpen(!isOpen)}
      >
        <span>{title}</span>
        <Icon name="chevron" />
      </Trigger>
      {/* Scrolls when long, so it takes focus for keyboard scrolling. */}
      <Region id={regionId} role="region" aria-labelledby={buttonId} hidden={!isOpen} tabIndex={0}>
        {children}
      </Region>
    </Root>
  );
});
Collapsible.displayName = 'Collapsible';
