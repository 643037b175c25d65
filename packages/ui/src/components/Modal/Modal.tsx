import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useDismiss } from '../../internal/dismiss';
import { getTabbables, useFocusScope } from '../../internal/focusScope';
import { useInertOthers } from '../../internal/inertOthers';
import { useScrollLock } from '../../internal/scrollLock';
import { vars } from '../../tokens';
import { IconButton } from '../Button';
import { useInsightStrings } from '../../theme/locale';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Shown when true; nothing is rendered when false. */
  open: boolean;
  /** Called on Escape, on the close button, and on a backdrop click (unless turned off). */
  onClose: () => void;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A line under the heading; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The actions, laid out at the bottom right (e.g. Cancel and Save buttons). */
  footer?: ReactNode;
  /** sm 400 px, md 560 px (default), lg 800 px wide; all shrink to the screen. */
  size?: ModalSize;
  /** A click on the dimmed backdrop closes the modal (default true). */
  closeOnBackdropClick?: boolean;
  /** Escape closes the modal (default true). */
  closeOnEscape?: boolean;
  /** The element to focus on open. Default: the first tabbable element of the content, then of the footer, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The accessible name of the × button (default: the provider's `strings.close`, 'Close'). */
  closeLabel?: string;
  /** Hides the × button (keep another way to close in the footer). */
  hideCloseButton?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  /** dialog (default), or alertdialog for a question that interrupts (a confirmation). */
  role?: ModalRole;
  children?: ReactNode;
}

export type ModalRole = 'dialog' | 'alertdialog';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const widths: Record<ModalSize, string> = { sm: '400px', md: vars.size.dialogMax, lg: '800px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing};
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2 * ${vars.space.lg});
  max-height: calc(100dvh - 2 * ${vars.space.lg});
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  animation: ${rise} ${vars.motion.durationEase} ${vars.motion.easing};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.xl} ${vars.space.md};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  padding-top: ${vars.space.sm};
`;

const Description = styled.p`
  margin: ${vars.space.xs} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const CloseButton = styled(IconButton)`
  margin: calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.sm}) 0 0;
  color: ${vars.color.textMuted};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space.sm} ${vars.space.xl} ${vars.space.xl};
  line-height: ${vars.font.lineHeightNormal};

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -3px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.xl};
  border-top: 1px solid ${vars.color.surfaceMuted};
`;

/** True when the element's content is taller than its box (a scrolling region must take focus, WCAG 2.1.1). */
const overflows = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 1;

/** Layers that stay live above a modal (the toasts): not made inert. */
const ABOVE_MODALS = '[data-insight-portal]';

/**
 * A modal dialog in a portal on document.body: role="dialog" (or "alertdialog"), aria-modal, named by its heading.
 * Composed of the internal behaviours: the page behind is inert and does not scroll, focus moves in
 * on open and Tab and Shift+Tab stay inside, Escape and the backdrop close it (the top one when
 * modals nest), and focus returns to the opener on close.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    onClose,
    title,
    description,
    footer,
    size = 'md',
    closeOnBackdropClick = true,
    closeOnEscape = true,
    initialFocusRef,
    closeLabel: closeLabelProp,
    hideCloseButton = false,
    headingLevel = 2,
    role = 'dialog',
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const strings = useInsightStrings();
  const closeLabel = closeLabelProp ?? strings.close;
  const descriptionId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useImperativeHandle(ref, () => dialogRef.current as HTMLDivElement, []);

  // A long body (terms of service) becomes a focusable scrolling region.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return;
    const measure = () => setBodyScrolls(overflows(body));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [open, children]);

  // In this order: on close, the page stops being inert before focus goes back to the opener in it.
  useScrollLock(open, backdropRef);
  useInertOthers(open, backdropRef, ABOVE_MODALS);
  useFocusScope(dialogRef, {
    active: open,
    initialFocus: () => {
      const body = bodyRef.current;
      // The body becomes a tabbable region when it scrolls (state follows; the attribute is needed now).
      if (body && overflows(body)) body.tabIndex = 0;
      return (
        initialFocusRef?.current ??
        (body && overflows(body) ? body : null) ??
        (body ? getTabbables(body).find((el) => el !== body) : undefined) ??
        (footerRef.current ? getTabbables(footerRef.current)[0] : undefined)
      );
    },
  });
  const backdropHandlers = useDismiss(backdropRef, {
    active: open,
    onDismiss: onClose,
    escape: closeOnEscape,
    backdropPress: closeOnBackdropClick,
  });

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    // The backdrop press is a pointer convenience; keyboard users close with Escape or the close button.
    <Backdrop ref={backdropRef} data-insight-modal-backdrop="" {...backdropHandlers}>
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-state="open"
        data-size={size}
        $size={size}
        {...rest}
      >
        <Head>
          <Titles>
            <Title id={titleId} as={headingLevel === 3 ? 'h3' : 'h2'}>
              {title}
            </Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </Titles>
          {hideCloseButton ? null : <CloseButton icon="close" aria-label={closeLabel} onClick={onClose} />}
        </Head>
        <Body
          ref={bodyRef}
          tabIndex={bodyScrolls ? 0 : undefined}
          role={bodyScrolls ? 'region' : undefined}
          aria-labelledby={bodyScrolls ? titleId : undefined}
          data-scrolls={bodyScrolls || undefined}
        >
          {children}
        </Body>
        {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
});
Modal.displayName = 'Modal';
