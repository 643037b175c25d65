import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The design system's own words: what its components say when the product gives them no word of its own
 * (a prop still wins). English by default; a product in another language gives its words once, to the
 * `InsightProvider` (`strings`), instead of to every component.
 */
export interface InsightStrings {
  /** Modal's × button and HelpDialog's footer button. */
  close: string;
  /** Alert's close button. */
  dismiss: string;
  /** A toast's close button. */
  closeNotification: string;
  /** The name of the toaster's live region for news (success, info, warning). */
  notifications: string;
  /** The name of the toaster's live region for errors (assertive). */
  errorNotifications: string;
  /** HelpDialog's '?' button, given the dialog's title: 'Help: My Connections'. */
  help: (title: string) => string;
  /** ConfirmDialog's buttons. */
  confirm: string;
  cancel: string;
  /** Header: the navigation landmark's name, and the phone menu button's word. */
  navigation: string;
  menu: string;
  /** LoadingOverlay's announced and shown word. */
  loading: string;
  /** ExpandableText (and CheckboxCardList's descriptions). */
  readMore: string;
  readLess: string;
  /** CheckboxCardList's first box. */
  selectAll: string;
  /** ScrollToTop's button. */
  scrollToTop: string;
  /** ImagePicker: the file input's name, the button, and why a chosen file is refused. */
  profilePicture: string;
  changePhoto: string;
  imageTooLarge: string;
  imageType: string;
  /** Footer: the words before the support address, and the app's version ('Version 1.4.0'). */
  support: string;
  version: (version: string) => string;
  /** TraitChart: the table's first column, a missing score, a chart without scores. */
  trait: string;
  noScore: string;
  noScores: string;
  /** GuideCard's buttons (a guide of one's own, a guide for sale) and PackageCard's link. */
  view: string;
  overview: string;
  addToCart: string;
  select: string;
  /** The price of an item offered for sale (GuideCard), given the formatted price: 'Only $19.99'. */
  offerPrice: (price: string) => string;
  /** NotificationBell: the button's name with the unread count ('Notifications, 3 unread'; no count at 0). */
  notificationsButton: (unread: number) => string;
  /** NotificationBell: the open list's title, the list without notices, and the word read before an unread one. */
  notificationsTitle: string;
  noNotifications: string;
  unread: string;
  /** Switch: the state words shown beside the track. */
  on: string;
  off: string;
  /**
   * A percentile in words, long and short ('2nd percentile', '2nd'): PercentileBar's figure, FacetList,
   * HistorySparkline's name and its drawing.
   */
  percentile: (percentile: number) => string;
  percentileShort: (percentile: number) => string;
  /**
   * Where a score stands in its comparison group, given the share already formatted for the locale ('2%') and
   * the group in words: 'Higher than 2% of women aged 21–40' (PercentileBar's text and its meter's value).
   */
  higherThan: (share: string, group: string) => string;
  /**
   * The change since the last take in percentile points, given the points and the same number with its sign
   * ('+6', '−3'): '+6 points since last time', 'No change since last time'.
   */
  percentileChange: (points: number, signed: string) => string;
  /** The three levels of a score (PercentileBar's zones and level word, FacetList). */
  levelLow: string;
  levelAverage: string;
  levelHigh: string;
  /** HistorySparkline: one take in words ('12th percentile on Mar 3, 2025'), and its table's column headings. */
  historyPoint: (date: string, percentile: number) => string;
  date: string;
  percentileHeading: string;
  /** GroupChooser: the whole group's legend, the two questions, and their options. */
  comparedWith: string;
  groupSex: string;
  groupWomen: string;
  groupMen: string;
  groupBoth: string;
  groupAge: string;
  groupUnder21: string;
  group21to40: string;
  group41to60: string;
  groupOver60: string;
}

/** A number with its English ordinal suffix: '1st', '2nd', '3rd', '4th', '11th', '22nd', '113th'. */
const englishOrdinal = (n: number): string =>
  `${n}${n % 100 > 10 && n % 100 < 14 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** The built-in English words (US). */
export const defaultInsightStrings: Readonly<InsightStrings> = Object.freeze({
  close: 'Close',
  dismiss: 'Dismiss',
  closeNotification: 'Close notification',
  notifications: 'Notifications',
  errorNotifications: 'Errors',
  help: (title: string) => `Help: ${title}`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  navigation: 'Main',
  menu: 'Menu',
  loading: 'Loading…',
  readMore: 'Read more',
  readLess: 'Read less',
  selectAll: 'Select All',
  scrollToTop: 'Scroll to top',
  profilePicture: 'Profile picture',
  changePhoto: 'Change Photo',
  imageTooLarge: 'File size should be 1 MB or less.',
  imageType: 'Please select a jpg or png file.',
  support: 'Support:',
  version: (version: string) => `Version ${version}`,
  trait: 'Trait',
  noScore: 'No score',
  noScores: 'No scores yet.',
  view: 'View',
  overview: 'Overview',
  addToCart: 'Add to Cart',
  select: 'Select',
  offerPrice: (price: string) => `Only ${price}`,
  notificationsButton: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  notificationsTitle: 'Notifications',
  noNotifications: 'No notifications yet',
  unread: 'Unread',
  on: 'On',
  off: 'Off',
  percentile: (percentile: number) => `${englishOrdinal(percentile)} percentile`,
  percentileShort: (percentile: number) => englishOrdinal(percentile),
  higherThan: (share: string, group: string) => `Higher than ${share} of ${group}`,
  percentileChange: (points: number, signed: string) =>
    points === 0
      ? 'No change since last time'
      : `${signed} ${Math.abs(points) === 1 ? 'point' : 'points'} since last time`,
  levelLow: 'Low',
  levelAverage: 'Average',
  levelHigh: 'High',
  historyPoint: (date: string, percentile: number) => `${englishOrdinal(percentile)} percentile on ${date}`,
  date: 'Date',
  percentileHeading: 'Percentile',
  comparedWith: 'Compared with',
  groupSex: 'Women or men',
  groupWomen: 'Women',
  groupMen: 'Men',
  groupBoth: 'Both, averaged (prefer not to say)',
  groupAge: 'Age',
  groupUnder21: 'Under 21',
  group21to40: '21–40',
  group41to60: '41–60',
  groupOver60: 'Over 60',
});

/** The language and money the components format for, and their words. */
export interface InsightLocale {
  /** A BCP 47 language tag, e.g. 'en-US' (default), 'de-DE'. Numbers and prices are formatted for it. */
  locale: string;
  /** An ISO 4217 currency code for prices, e.g. 'USD' (default), 'EUR'. */
  currency: string;
  strings: Readonly<InsightStrings>;
}

const InsightLocaleContext = createContext<InsightLocale>({
  locale: 'en-US',
  currency: 'USD',
  strings: defaultInsightStrings,
});

export interface InsightLocaleProviderProps {
  children?: ReactNode;
  /** Default: the enclosing provider's, else 'en-US'. */
  locale?: string;
  /** Default: the enclosing provider's, else 'USD'. */
  currency?: string;
  /** Merged over the enclosing provider's words (English at the top). */
  strings?: Partial<InsightStrings>;
}

/**
 * The locale part of `InsightProvider`, on its own: for a part of a page in another language or currency
 * under the app's provider. Nested providers inherit what they do not set.
 */
export function InsightLocaleProvider({ children, locale, currency, strings }: InsightLocaleProviderProps) {
  const outer = useContext(InsightLocaleContext);
  const value = useMemo<InsightLocale>(
    () => ({
      locale: locale ?? outer.locale,
      currency: currency ?? outer.currency,
      strings: strings ? { ...outer.strings, ...strings } : outer.strings,
    }),
    [outer, locale, currency, strings],
  );
  return <InsightLocaleContext.Provider value={value}>{children}</InsightLocaleContext.Provider>;
}
InsightLocaleProvider.displayName = 'InsightLocaleProvider';

/** The locale, currency and words of the nearest provider (English, en-US and USD without one). */
export function useInsightLocale(): InsightLocale {
  return useContext(InsightLocaleContext);
}

/** The nearest provider's words. */
export function useInsightStrings(): Readonly<InsightStrings> {
  return useContext(InsightLocaleContext).strings;
}
