import { forwardRef, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { Icon } from '../Icon';
import { visuallyHiddenStyles } from '../VisuallyHidden';
import type { Toast, ToastController, ToastPosition, ToastType } from './controller';
import { useInsightStrings } from '../../theme/locale';

export interface ToasterProps {
  controller: ToastController;
  /** Overrides the controller's `position`. */
  position?: ToastPosition;
  /** The close button's accessible name (default: the provider's `strings.closeNotification`, 'Close notification'). */
  closeLabel?: string;
  /** Where the portal goes (default document.body). */
  container?: Element;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
// A transform, not the width: the compositor draws it, with no layout or paint per frame.
const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const place: Record<ToastPosition, ReturnType<typeof css>> = {
  'top-right': css`
    top: ${vars.space.md};
    inset-inline-end: ${vars.space.md};
  `,
  'top-left': css`
    top: ${vars.space.md};
    inset-inline-start: ${vars.space.md};
  `,
  'top-center': css`
    top: ${vars.space.md};
    left: 50%;
    transform: translateX(-50%);
  `,
  'bottom-right': css`
    bottom: ${vars.space.md};
    inset-inline-end: ${vars.space.md};
  `,
  'bottom-left': css`
    bottom: ${vars.space.md};
    inset-inline-start: ${vars.space.md};
  `,
  'bottom-center': css`
    bottom: ${vars.space.md};
    left: 50%;
    transform: translateX(-50%);
  `,
};

const Stack = styled.div<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: min(360px, calc(100vw - 2 * ${vars.space.md}));
  pointer-events: none;
  ${({ $position }) => place[$position]}
`;

const tones: Record<ToastType, { surface: string; text: string; accent: string }> = {
  success: { surface: vars.color.successSurface, text: vars.color.successText, accent: vars.color.success },
  error: { surface: vars.color.dangerSurface, text: vars.color.dangerText, accent: vars.color.danger },
  info: { surface: vars.color.infoSurface, text: vars.color.infoText, accent: vars.color.info },
  warning: { surface: vars.color.warningSurface, text: vars.color.warningText, accent: vars.color.warning },
};

const Box = styled.div<{ $type: ToastType; $tap: boolean }>`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding-block: ${vars.space.md};
  padding-inline: ${vars.space.md} ${vars.space.sm};
  border: 1px solid ${({ $type }) => tones[$type].accent};
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  background: ${({ $type }) => tones[$type].surface};
  color: ${({ $type }) => tones[$type].text};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.font.sizeSm};
  pointer-events: auto;
  cursor: ${({ $tap }) => ($tap ? 'pointer' : 'default')};

  &[data-state='inactive'] {
    opacity: 0;
  }
  &[data-state='active'] {
    opacity: 1;
    animation: ${fadeIn} var(--toast-ease) ${vars.motion.easing} both;
  }
  &[data-state='removed'] {
    opacity: 0;
    animation: ${fadeOut} var(--toast-ease) ${vars.motion.easing} both;
  }
  > svg {
    margin-top: 1px;
    color: ${({ $type }) => tones[$type].accent};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.div`
  font-weight: ${vars.font.weightBold};
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin: -2px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.toastTrack};
  }

  /* A finger's target; the negative margins keep the toast as tall as its words. */
  ${onTouch} {
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    margin: -12px -4px -12px 0;
  }
`;

/**
 * The time left, drawn by the browser: one CSS animation over the running countdown (restarted by
 * a new element for each countdown), paused with the toast. It stands still under reduced motion;
 * the countdown itself runs on. It shrinks towards the inline start (transform-origin has no logical
 * keywords, so right-to-left says right).
 */
const Progress = styled.div<{ $type: ToastType }>`
  position: absolute;
  inset-inline-start: 0;
  bottom: 0;
  width: 100%;
  height: 3px;
  background: ${({ $type }) => tones[$type].accent};
  opacity: 0.7;
  transform-origin: left;
  &:dir(rtl) {
    transform-origin: right;
  }

  &[data-running] {
    animation: ${shrink} var(--toast-duration) linear forwards;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  [data-paused] > &,
  [data-state='removed'] > & {
    animation-play-state: paused;
  }
`;

/** The live regions: out of sight, there from the start, so a screen reader announces what is added. */
const Announcer = styled.div`
  ${visuallyHiddenStyles}
`;

const subscribeToNothing = () => () => {};

/** True in the browser after hydration, false while rendering on a server. */
const useIsClient = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

const ToastItem = ({
  toast,
  controller,
  closeLabel,
}: {
  toast: Toast;
  controller: ToastController;
  closeLabel: string;
}) => {
  const { id, type, title, message, state, duration, startedAt, options } = toast;
  const sticky = options.timeOut <= 0;
  // What holds the toast: the pointer on it, the focus in it. It waits while either does; the countdown runs again
  // only when neither does (a keyboard user's focus leaving must not close it under a reader's pointer).
  const holds = useRef({ pointer: false, focus: false });
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    holds.current[what] = on;
    if (holds.current.pointer || holds.current.focus) controller.pause(id);
    else controller.resume(id);
  };
  return (
    // Tap to dismiss is a pointer convenience; keyboard users have the close button (and focus pauses the timer).
    // Not a live region: the Toaster's announcers say the text once.
    <Box
      className={`toast toast-${type}`}
      data-state={state}
      data-paused={toast.paused || undefined}
      style={{ '--toast-ease': `${options.easeTime}ms` } as CSSProperties}
      $type={type}
      $tap={options.tapToDismiss}
      onClick={options.tapToDismiss ? () => controller.dismiss(id) : undefined}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
    >
      <Icon name={type} />
      <Text>
        {title ? <Title className="toast-title">{title}</Title> : null}
        <div className="toast-message">{message}</div>
      </Text>
      {options.closeButton ? (
        <Close
          type="button"
          className="toast-close-button"
          aria-label={closeLabel}
          onClick={(event) => {
            event.stopPropagation();
            controller.dismiss(id);
          }}
        >
          <Icon name="close" size="sm" />
        </Close>
      ) : null}
      {options.progressBar && !sticky ? (
        <Progress
          key={startedAt}
          className="toast-progress"
          $type={type}
          data-running={duration > 0 || undefined}
          style={{ '--toast-duration': `${duration}ms` } as CSSProperties}
          aria-hidden="true"
        />
      ) : null}
    </Box>
  );
};

/**
 * How long a toast's words stay in its live region: long enough to be announced (screen readers
 * read what was added a moment after the change), short enough that someone reading the page
 * meets the words once, on the toast.
 */
const ANNOUNCE_MS = 1000;

/** What a screen reader hears of a toast: its line in a live region, there for ANNOUNCE_MS. */
function Announcement({ toast }: { toast: Toast }) {
  const [said, setSaid] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSaid(true), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (said) return null;
  return (
    <p>
      {toast.title ? `${toast.title}: ` : null}
      {toast.message}
    </p>
  );
}

/**
 * Renders a controller's toasts in a portal, with the classes toast-success, toast-error,
 * toast-info or toast-warning. Two live regions, out of sight and there from the first render, say
 * each new toast once: errors in the assertive one, the rest in the polite one (a region kept in
 * the page is announced more reliably than one added with each toast). They are role="log", not
 * status and alert: empty regions of those roles in every page would answer an app's own
 * `getByRole('alert')`.
 */
export const Toaster = forwardRef<HTMLDivElement, ToasterProps>(function Toaster(
  { controller, position, closeLabel, container },
  ref,
) {
  const strings = useInsightStrings();
  const toasts = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const isClient = useIsClient();
  if (!isClient) return null;
  const where = position ?? controller.options.position;
  // In the order raised, so that a new toast's line is added after the others'.
  const lines = (errors: boolean) =>
    toasts
      .filter((toast) => toast.state !== 'removed' && (toast.type === 'error') === errors)
      .sort((a, b) => a.id - b.id)
      .map((toast) => <Announcement key={toast.id} toast={toast} />);
  return createPortal(
    <Stack ref={ref} className={`toast-container toast-${where}`} data-insight-portal="" $position={where}>
      <Announcer role="log" aria-live="polite" aria-label={strings.notifications}>
        {lines(false)}
      </Announcer>
      <Announcer role="log" aria-live="assertive" aria-label={strings.errorNotifications}>
        {lines(true)}
      </Announcer>
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          controller={controller}
          closeLabel={closeLabel ?? strings.closeNotification}
        />
      ))}
    </Stack>,
    container ?? document.body,
  );
});
Toaster.displayName = 'Toaster';
