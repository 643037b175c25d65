import { forwardRef, useEffect, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { IconButton } from '../Button';
import { useInsightStrings } from '../../theme/locale';

/** The button appears after 100 px of scroll: once the top of the page is out of sight. */
export const SCROLL_TO_TOP_THRESHOLD = 100;

export interface ScrollToTopProps {
  /** Pixels scrolled before the button appears (default 100). */
  threshold?: number;
  /** The button's accessible name (default: the provider's `strings.scrollToTop`, 'Scroll to top'). */
  label?: string;
}

const Corner = styled.div`
  position: fixed;
  inset-inline-end: ${vars.space.xl};
  bottom: ${vars.space.xl};
  z-index: ${vars.zIndex.header};
  border-radius: ${vars.radius.round};
  box-shadow: ${vars.shadow.md};

  button {
    border-radius: ${vars.radius.round};
  }
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A round button in the bottom-right corner once the page has scrolled past `threshold`; it
 * scrolls back to the top, smoothly unless the user prefers reduced motion.
 */
export const ScrollToTop = forwardRef<HTMLButtonElement, ScrollToTopProps>(function ScrollToTop(
  { threshold = SCROLL_TO_TOP_THRESHOLD, label: labelProp },
  ref,
) {
  const strings = useInsightStrings();
  const label = labelProp ?? strings.scrollToTop;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  if (!visible) return null;
  return (
    <Corner>
      <IconButton
        ref={ref}
        icon="arrowUp"
        variant="primary"
        aria-label={label}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
    </Corner>
  );
});
ScrollToTop.displayName = 'ScrollToTop';
