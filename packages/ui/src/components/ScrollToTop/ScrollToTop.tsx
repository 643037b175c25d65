import { forwardRef, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { breakpoints, vars } from '../../tokens';
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

/**
 * The corner the button takes (its size and the space around it). Under the narrow breakpoint the page's
 * content runs to the screen's edges, so while the button shows, the page keeps that corner's height free:
 * a control that receives focus is scrolled clear of it (scroll-padding), and the end of the page can scroll
 * up past it (a spacer after the body's content). Wider layouts keep a margin where the button sits.
 */
const CORNER = `calc(${vars.size.controlHeight} + 2 * ${vars.space.xl})`;
const TOUCH_CORNER = `calc(${TOUCH_TARGET} + 2 * ${vars.space.xl})`;
const KeepCornerClear = createGlobalStyle`
  @media (width < ${breakpoints.narrow}) {
    html {
      scroll-padding-bottom: ${CORNER};
    }
    body::after {
      content: '';
      display: block;
      height: ${CORNER};
    }
    ${onTouch} {
      html {
        scroll-padding-bottom: ${TOUCH_CORNER};
      }
      body::after {
        height: ${TOUCH_CORNER};
      }
    }
  }
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The page's main landmark, where the button belongs (it acts on the page's content). */
const mainLandmark = () => document.querySelector<HTMLElement>('main, [role="main"]');

/**
 * A round button in the bottom-right corner once the page has scrolled past `threshold`; it
 * scrolls back to the top, smoothly unless the user prefers reduced motion.
 *
 * Wherever it is rendered, it is drawn inside the page's main landmark (a portal; the first `<main>` or
 * role=main, looked up each time it appears), so a screen reader meets it with the content and nothing
 * on the page sits outside a landmark. With no main landmark on the page it stays where it is rendered.
 */
export const ScrollToTop = forwardRef<HTMLButtonElement, ScrollToTopProps>(function ScrollToTop(
  { threshold = SCROLL_TO_TOP_THRESHOLD, label: labelProp },
  ref,
) {
  const strings = useInsightStrings();
  const label = labelProp ?? strings.scrollToTop;
  const [visible, setVisible] = useState(false);
  const [landmark, setLandmark] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const onScroll = () => {
      const show = window.scrollY > threshold;
      setVisible(show);
      if (show) setLandmark(mainLandmark());
    };
    // The page's place when it comes (a page the browser brought back scrolled), read in the next frame: read now,
    // just after the page was drawn into the document, it would lay the whole page out at once, out of turn.
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);

  if (!visible) return null;
  const button = (
    <Corner>
      <KeepCornerClear />
      <IconButton
        ref={ref}
        icon="arrowUp"
        variant="primary"
        aria-label={label}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
    </Corner>
  );
  // A landmark that has left the page since (another screen's main) is not used.
  return landmark?.isConnected ? createPortal(button, landmark) : button;
});
ScrollToTop.displayName = 'ScrollToTop';
