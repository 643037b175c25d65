import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { clampCount } from '../../internal/clampCount';
import { Icon } from '../Icon';
import { useInsightStrings } from '../../theme/locale';
import {
  ActionButton,
  Bar,
  Brand,
  CountBadge,
  IconCount,
  Inner,
  List,
  MenuButton,
  MenuIcon,
  Nav,
  NavLink,
  Tools,
} from './parts';
import type { HeaderItem, HeaderProps } from './types';

export type { HeaderBrand, HeaderItem, HeaderProps } from './types';

/** The path part of a location (no query, no hash, no trailing slash). */
const pathOf = (location: string) => location.split(/[?#]/)[0].replace(/(.)\/$/, '$1');

/** A button for the dark bar, for `actions` (e.g. Logout). */
export const HeaderButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function HeaderButton({ type = 'button', ...rest }, ref) {
    return <ActionButton ref={ref} type={type} {...rest} />;
  },
);
HeaderButton.displayName = 'HeaderButton';

/** A product's top bar: the brand, the main navigation given as items, and actions after it. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    brand,
    items,
    actions,
    tools,
    currentPath,
    linkComponent = 'a',
    navLabel: navLabelProp,
    menuLabel: menuLabelProp,
    ...rest
  },
  ref,
) {
  const strings = useInsightStrings();
  const navLabel = navLabelProp ?? strings.navigation;
  const menuLabel = menuLabelProp ?? strings.menu;
  const here = currentPath ? pathOf(currentPath) : undefined;
  const current = (path: string) => (here === path || here?.startsWith(`${path}/`) ? ('page' as const) : undefined);

  // The phone menu is open at the location where it was opened: a new location closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === (here ?? '');
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Opened: focus moves to the menu's first link or action.
    if (open) listRef.current?.querySelector<HTMLElement>(':scope > li:not([data-pinned]) :is(a, button)')?.focus();
  }, [open]);
  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };
  // A link or an action chosen in the open menu closes it (focus back on the button, as the link or
  // action it was on is hidden with the menu).
  const onListClick = (event: MouseEvent) => {
    if (open && event.target instanceof Element && event.target.closest('a, button')) close(true);
  };

  // The text links' counts ride on the menu button, so they show while the menu is closed.
  const menuCounts = items.filter((item) => !item.icon && clampCount(item.count) > 0);
  const menuCount = menuCounts.reduce((sum, item) => sum + clampCount(item.count), 0);
  const menuCountWords = menuCounts.flatMap((item) =>
    item.countLabel ? [item.countLabel(clampCount(item.count))] : [],
  );
  const menuName = menuCountWords.length > 0 ? [menuLabel, ...menuCountWords].join(', ') : undefined;

  const link = ({ id, label, href, external, icon, count: rawCount, countLabel }: HeaderItem) => {
    const count = clampCount(rawCount);
    // An icon link always shows its count (the cart's 0); a text link shows a badge above 0 only.
    const counted = icon ? rawCount !== undefined : count > 0;
    // An explicit name where a count sits beside the text, so every browser reads it the same way.
    const name = counted && countLabel ? `${label}, ${countLabel(count)}` : icon ? label : undefined;
    return (
      <li key={id} data-pinned={icon ? '' : undefined}>
        <NavLink
          as={external ? 'a' : linkComponent}
          href={href}
          aria-current={external ? undefined : current(href)}
          aria-label={name}
        >
          {icon ? (
            <>
              <Icon name={icon} />
              {counted ? <IconCount aria-hidden="true">{count}</IconCount> : null}
            </>
          ) : (
            <>
              {label}
              {counted ? (
                <>
                  {/* The space keeps "Connections 3" two words for the label-in-name check. */}{' '}
                  <CountBadge aria-hidden="true" data-testid={`${id}-badge`}>
                    {count}
                  </CountBadge>
                </>
              ) : null}
            </>
          )}
        </NavLink>
      </li>
    );
  };

  return (
    <Bar ref={ref} {...rest}>
      <Inner onKeyDown={onKeyDown}>
        <Brand as={linkComponent} href={brand.href}>
          {brand.logo}
          <span>{brand.name}</span>
        </Brand>
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={menuName}
          onClick={() => (open ? close(false) : setOpenAt(here ?? ''))}
        >
          <MenuIcon open={open} />
          {menuLabel}
          {menuCount > 0 ? (
            <>
              {' '}
              <CountBadge aria-hidden="true" data-testid="header-menu-badge">
                {menuCount}
              </CountBadge>
            </>
          ) : null}
        </MenuButton>
        <Nav aria-label={navLabel} data-state={open ? 'open' : 'closed'} data-tools={tools ? '' : undefined}>
          <List id={listId} ref={listRef} data-state={open ? 'open' : 'closed'} onClick={onListClick}>
            {items.map(link)}
            {actions ? <li>{actions}</li> : null}
          </List>
        </Nav>
        {tools ? <Tools>{tools}</Tools> : null}
      </Inner>
    </Bar>
  );
});
Header.displayName = 'Header';
