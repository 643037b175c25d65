import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens';
import { VisuallyHidden } from '../VisuallyHidden';
import { Spinner } from '../../internal/Spinner';
import { useInsightStrings } from '../../theme/locale';

export interface LoadingOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Shows the overlay and marks the region busy. */
  active: boolean;
  /** What is announced and shown under the spinner (default: the provider's `strings.loading`, 'Loading…'). */
  label?: string;
  /** Covers the whole window instead of its container. */
  fullscreen?: boolean;
  /** The content the overlay covers (the wrapper is position: relative). */
  children?: ReactNode;
}

const Root = styled.div`
  position: relative;
`;

const Cover = styled.div<{ $fullscreen: boolean }>`
  position: ${({ $fullscreen }) => ($fullscreen ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  cursor: progress;
  border-radius: inherit;
  background: ${({ $fullscreen }) =>
    $fullscreen ? vars.color.overlay : css`color-mix(in srgb, ${vars.color.surface} 70%, transparent)`};
`;

/** The spinner and its words on a solid card, readable over any content. */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.md};
  min-width: 160px;
  padding: ${vars.space.xl} ${vars.space.xxl};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.primary};
`;

const Words = styled.span`
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};
  text-align: center;
`;

/**
 * Covers its content (or the window, `fullscreen`) while a call runs: a spinner and the label.
 * The label goes through a polite status region that is always in the page, so each start is
 * announced; the region is aria-busy meanwhile. The spinner stands still under reduced motion.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { active, label: labelProp, fullscreen = false, children, ...rest },
  ref,
) {
  const strings = useInsightStrings();
  const label = labelProp ?? strings.loading;
  return (
    <Root ref={ref} aria-busy={active || undefined} data-state={active ? 'active' : 'idle'} {...rest}>
      {children}
      <VisuallyHidden role="status" aria-live="polite">
        {active ? label : ''}
      </VisuallyHidden>
      {active ? (
        <Cover $fullscreen={fullscreen} data-loading-overlay="">
          <Panel>
            <Spinner $size="lg" />
            <Words aria-hidden="true">{label}</Words>
          </Panel>
        </Cover>
      ) : null}
    </Root>
  );
});
LoadingOverlay.displayName = 'LoadingOverlay';
