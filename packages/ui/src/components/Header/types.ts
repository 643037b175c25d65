import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../Icon';

/** The brand link at the start of the bar. */
export interface HeaderBrand {
  name: string;
  href: string;
  /** A mark before the name. */
  logo?: ReactNode;
}

/** One link of the main navigation. */
export interface HeaderItem {
  /** Unique in the list; also names the count badge's test id (`<id>-badge`). */
  id: string;
  /** The link's text, or its accessible name when it shows an icon. */
  label: string;
  href: string;
  /** Another site's address: a plain link, not `linkComponent`, and never the current page. */
  external?: boolean;
  /** Shows the icon instead of the label, with the count (even 0) beside it inside the link. */
  icon?: IconName;
  /** A badge after the label, shown above 0 (a whole number, never below 0). */
  count?: number;
  /** The count's words for screen readers, added to the link's name ("Connections, 3 pending invitations"). */
  countLabel?: (count: number) => string;
}

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  brand: HeaderBrand;
  /** The main navigation, in order. */
  items: readonly HeaderItem[];
  /** After the links, inside the navigation (e.g. a `HeaderButton` to sign out). */
  actions?: ReactNode;
  /**
   * Controls of the bar outside the navigation, after it (e.g. a `NotificationBell`). They stay in the bar at
   * every width: under the narrow breakpoint beside the icon links (the cart), before the menu button. A
   * popover in them (the bell's list) hangs from the whole bar there.
   */
  tools?: ReactNode;
  /** The current location's path; the matching item gets aria-current="page". */
  currentPath?: string;
  /** Renders the brand and the non-external items (a wrapper of the router's Link that takes `href`). Default 'a'. */
  linkComponent?: ElementType;
  /** The navigation landmark's name. */
  navLabel?: string;
  /**
   * The word on the menu button that holds the navigation under the narrow breakpoint (and its
   * accessible name, before the text links' counts: "Menu, 3 pending invitations"). Default 'Menu'.
   */
  menuLabel?: string;
}

/**
 * Under the narrow breakpoint (the header's own width, a container query) the bar holds the brand, the
 * icon links (e.g. the cart with its count) and one menu button; the other links and the actions are a
 * disclosure under the bar that the button opens. Desktop widths are untouched by these rules.
 */
