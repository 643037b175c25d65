import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ElementType,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { clampCount } from '../../internal/clampCount';
import { formatRelativeTime, toTime } from '../../internal/relativeTime';
import { useControllableState } from '../../internal/useControllableState';
import { useInsightLocale } from '../../theme/locale';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

/** One notice of the list. */
export interface NotificationBellItem {
  /** Unique in the list. */
  id: string;
  /** The notice as a sentence ("Ann Lee accepted your invitation."): the start of the item's name. */
  text: string;
  /** When it happened (a Date, an ISO 8601 string or milliseconds): shown relative to `now` in the locale's words. */
  time: Date | string | number;
  /** Not seen yet: a dot, and the locale's word for it ('Unread') read before the text. */
  unread?: boolean;
  /** Where it matters: the item is a link (through `linkComponent`); without it, a button. */
  href?: string;
  /** Called when the item is chosen (after which the list closes). */
  onSelect?: () => void;
}

export interface NotificationBellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The notices, newest first. */
  items: readonly NotificationBellItem[];
  /** The count on the badge (hidden at 0). Default: how many of `items` are unread. */
  unread?: number;
  /** Open (controlled); leave it out for the bell's own state. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called when the list opens or closes (e.g. to mark the shown notices read when it opens). */
  onOpenChange?: (open: boolean) => void;
  /** Renders the items that have `href` (a wrapper of the router's Link that takes `href`). Default 'a'. */
  linkComponent?: ElementType;
  /** Shown instead of the list when there is no notice. Default: the locale's 'No notifications yet'. */
  emptyMessage?: ReactNode;
  /** Shown above the list (e.g. why it could not be refreshed). */
  message?: ReactNode;
  /** The moment the times are told from. Default: when the bell renders. */
  now?: Date | number;
  /** The button's name for a count. Default: the locale's ('Notifications, 3 unread'). */
  buttonLabel?: (unread: number) => string;
  /** The open list's title. Default: the locale's 'Notifications'. */
  heading?: string;
}

/**
 * The bell and its list hang from this box. Inside a Header's narrow bar the header sets
 * `--insight-popover-anchor: static`, so the list hangs from the whole bar instead (a phone is too narrow for a
 * list under a small button), inset by `--insight-popover-inset`.
 */
const Root = styled.div`
  position: var(--insight-popover-anchor, relative);
  display: inline-flex;
`;

/** WCAG 2.5.5: a touch target at least 44 × 44 CSS px. */
const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover,
  &[aria-expanded='true'] {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.round};
  background: ${vars.color.badge};
  color: ${vars.color.badgeText};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space.xs});
  inset-inline-end: var(--insight-popover-inset, 0);
  z-index: ${vars.zIndex.overlay};
  /* 100cqi: the enclosing container's width (a Header's), else the viewport's. */
  width: min(24rem, calc(100cqi - 2 * var(--insight-popover-inset, ${vars.space.lg})));
  max-height: min(32rem, 75vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  text-align: start;

  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  /* Twice the class: the focus ring of the list's items wins over an enclosing bar's own (a Header's light ring). */
  && :is(a, button):focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -3px;
  }
`;

const Title = styled.div`
  padding: ${vars.space.md} ${vars.space.lg};
  border-block-end: 1px solid ${vars.color.border};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
`;

const Note = styled.div`
  padding: ${vars.space.lg};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-block-start: 1px solid ${vars.color.border};
  }
`;

const Entry = styled.a`
  display: grid;
  grid-template-columns: 0.5rem 1fr;
  column-gap: ${vars.space.sm};
  row-gap: ${vars.space.xxs};
  width: 100%;
  padding: ${vars.space.md} ${vars.space.lg};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  &[data-state='unread'] {
    font-weight: ${vars.font.weightMedium};
  }
`;

const Dot = styled.span`
  grid-row: 1;
  align-self: center;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${vars.radius.round};
  background: ${vars.color.primary};
`;

const EntryText = styled.span`
  grid-column: 2;
`;

const When = styled.time`
  grid-column: 2;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightRegular};
`;

/** The ISO form of a time for `<time dateTime>` (nothing for a time that is not one). */
const isoOf = (time: Date | string | number) => {
  const ms = toTime(time);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
};

/**
 * A bell with the unread count that opens the list of notices under it (a disclosure: `aria-expanded`,
 * `aria-controls`). Opening moves focus to the first notice (or the list, when there is none); Escape, a
 * press outside, or choosing a notice closes it and gives focus back to the bell; Tab moves through the
 * notices and on out of the list, which then closes. Each notice is a link (`href`) or a button.
 */
export const NotificationBell = forwardRef<HTMLDivElement, NotificationBellProps>(function NotificationBell(
  {
    items,
    unread: unreadProp,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    linkComponent = 'a',
    emptyMessage,
    message,
    now: nowProp,
    buttonLabel,
    heading,
    onKeyDown,
    onBlur,
    ...rest
  },
  ref,
) {
  const { locale, strings } = useInsightLocale();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const unread = clampCount(unreadProp ?? items.filter((item) => item.unread).length);
  const panelId = useId();
  const titleId = useId();
  const emptyId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const now = nowProp ?? Date.now();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });

  // Opened: focus moves to the first notice, or to the list itself when there is none.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('a, button') ?? panel)?.focus({ preventScroll: true });
  }, [open]);

  // A press outside closes the list; focus goes back to the bell unless the press gave it to something else
  // (looked at once the press is over: the close itself must not cancel that look).
  const refocusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refocusTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const doc = rootRef.current?.ownerDocument ?? document;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      latestClose.current(false);
      clearTimeout(refocusTimer.current);
      refocusTimer.current = setTimeout(() => {
        const active = doc.activeElement;
        if (!active || active === doc.body || !active.isConnected) buttonRef.current?.focus();
      }, 0);
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (open && event.key === 'Escape' && !event.defaultPrevented) {
      // Only the bell's list closes (not an enclosing menu or dialog).
      event.stopPropagation();
      close(true);
    }
  };
  // Tab out of the list (to something else on the page) closes it; focus stays where it went.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    onBlur?.(event);
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close(false);
  };

  const setRefs = (node: HTMLDivElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const name = (buttonLabel ?? strings.notificationsButton)(unread);
  const title = heading ?? strings.notificationsTitle;

  return (
    <Root ref={setRefs} onKeyDown={handleKeyDown} onBlur={handleBlur} data-state={open ? 'open' : 'closed'} {...rest}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Icon name="bell" size="lg" />
        {/* The name in words (the real count); the badge beside it is what the eye reads ('99+'). */}
        <VisuallyHidden>{name}</VisuallyHidden>
        {unread > 0 ? (
          <Count aria-hidden="true" data-testid="notification-bell-count">
            {unread > 99 ? '99+' : unread}
          </Count>
        ) : null}
      </Trigger>
      <Panel
        ref={panelRef}
        id={panelId}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={items.length === 0 ? emptyId : undefined}
        tabIndex={-1}
        hidden={!open}
      >
        <Title id={titleId}>{title}</Title>
        {message ? <Note>{message}</Note> : null}
        {items.length === 0 ? (
          <Note id={emptyId}>{emptyMessage ?? strings.noNotifications}</Note>
        ) : (
          <List>
            {items.map((item) => {
              const choose = () => {
                item.onSelect?.();
                close(true);
              };
              const body = (
                <>
                  {item.unread ? <Dot aria-hidden="true" /> : null}
                  <EntryText>
                    {item.unread ? <VisuallyHidden>{`${strings.unread}: `}</VisuallyHidden> : null}
                    {item.text}
                  </EntryText>
                  <When dateTime={isoOf(item.time)}>{formatRelativeTime(item.time, now, locale)}</When>
                </>
              );
              return (
                <li key={item.id}>
                  {item.href !== undefined ? (
                    <Entry
                      as={linkComponent}
                      href={item.href}
                      data-state={item.unread ? 'unread' : 'read'}
                      onClick={choose}
                    >
                      {body}
                    </Entry>
                  ) : (
                    <Entry as="button" type="button" data-state={item.unread ? 'unread' : 'read'} onClick={choose}>
                      {body}
                    </Entry>
                  )}
                </li>
              );
            })}
          </List>
        )}
      </Panel>
    </Root>
  );
});
NotificationBell.displayName = 'NotificationBell';
