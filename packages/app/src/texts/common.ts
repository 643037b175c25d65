/**
 * The words of the first load: SPEC §2's fixed screen texts, the header, the sign-in forms and the library
 * (its view store is part of the root store).
 */

/** '{name}'s', or only an apostrophe after a name ending in s (SPEC §2's rule for the guides heading). */
export const possessive = (name: string): string => `${name}${/s$/i.test(name) ? "'" : "'s"}`;

/** The page's language (`<html lang>`: i18n/load.ts sets it when it lays another language's words over English). */
export const pageLanguage = (): string =>
  (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';

/**
 * The locale Intl formats the page's language in: English as `english` (en-US by default: 'March 3, 2025', '2%'),
 * any other language as itself.
 */
export const pageLocale = (english = 'en-US'): string => {
  const language = pageLanguage();
  return language.startsWith('en') ? english : language;
};

/** 'A, B and C' in the page's language (English without the serial comma, as the app always wrote it: en-GB). */
export const listOf = (items: readonly string[]): string =>
  new Intl.ListFormat(pageLocale('en-GB'), { type: 'conjunction' }).format(items);

/** SPEC §2's fixed screen texts, word for word (those with placeholders are functions). */
export const screenTexts = {
  loginHeading: (appName: string): string => `Login To ${appName}`,
  registerHeading: (appName: string): string => `Create Your ${appName} Dashboard`,
  createDashboardLink: 'Create a dashboard',
  forgotPasswordLink: 'Forgot your password?',
  tosCheckbox: 'I am at least 13 years old and agree to the Terms of Service and Privacy Policy',
  alreadyHaveDashboard: 'Already have a dashboard? Click here to login.',
  recoverHeading: 'Request Password Reset',
  resetHeading: 'Reset Password',
  surveyReturnWaiting: 'Hang tight while we chart you.',
  startHere: 'Start Here',
  tabMyGuides: 'My Guides',
  tabConnectionGuides: "My Connection's Guides",
  tabInvite: 'Invite Friends, Family, Colleagues',
  /** '{first name}'s Personal Guides'; only an apostrophe after a name ending in s. */
  personalGuidesHeading: (firstName: string): string => `${possessive(firstName)} Personal Guides`,
  additionalGuides: 'Additional Guides For Purchase',
  selectPlaceholder: '---Please select---',
  noConnectionsLibrary: 'You do not have any connections. Click the Connections tab to get started.',
  notSharing: 'The selected user is not currently sharing any guides with you.',
  returnToLibrary: 'Return to Library',
  viewingAs: (connectionName: string): string => `You are viewing this guide as ${connectionName} would see it`,
  connectionReportTitle: (reportName: string, firstName: string, lastName: string): string =>
    `${reportName} : ${firstName} ${lastName}`,
  connectionsHeading: 'Build My Connections',
  myConnectionsPanel: 'My Connections',
  receivedInvitationsPanel: 'Received Invitations',
  inviteConnections: 'Invite Connections',
  sharedGuidesActive: (mine: number, firstName: string, theirs: number): string =>
    `Shared guides: You (${mine}) | ${firstName} (${theirs})`,
  sharedGuidesPending: (mine: number): string => `Shared guides: You (${mine})`,
  noConnections: 'You do not have any connections. Click Invite Connections to get started.',
  noInvitations: 'You have no new invitations. Grow your community by clicking Invite Connections!',
  inviteTitle: (appName: string): string => `Invite friends to join ${appName}!`,
  shareTitle: (connectionName: string): string => `Select guides to share with: ${connectionName}`,
  selectAll: 'Select All',
  profileHeading: (appName: string): string => `Manage Your ${appName} Account`,
  changePhoto: 'Change Photo',
  choosePackage: 'Choose Your Package',
  redirectingToCheckout: 'Redirecting to checkout page',
} as const;

/** SPEC §2 shared layout: the header's links and button. */
export const headerTexts = {
  login: 'Login',
  register: 'Register',
  library: 'Library',
  /** The cart icon link's name, before its quantity. */
  cart: 'Cart',
  cartQuantity: (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`,
  connections: 'Connections',
  /** The screen-reader words of the Connections link's badge. */
  pendingInvitations: (n: number): string => `${n} pending ${n === 1 ? 'invitation' : 'invitations'}`,
  profile: 'Profile',
  contact: 'Contact Us',
  logout: 'Logout',
  /** The phone header's button that holds the navigation (its name, before the pending invitations). */
  menu: 'Menu',
} as const;

/** The language menu (the signed-out pages' footer and Profile): each language is named in its own words. */
export const languageTexts = {
  label: 'Language',
  /** Profile's card. */
  title: 'Language',
  intro: 'The language Insight speaks to you in, on every device you sign in on, and in the e-mails we send you.',
  saving: 'Saving your language…',
} as const;

/** The footer's own words. */
export const footerTexts = {
  /** After the copyright sign. */
  rightsReserved: (company: string): string => `${company}. All rights reserved.`,
} as const;

/** The sign-in, registration and password forms' own labels. */
export const authTexts = {
  loginForm: 'Login',
  /** SPEC §2: the login form's button, the register form's, and the password forms'. */
  loginButton: 'Login',
  start: 'Start',
  submit: 'Submit',
  cancel: 'Cancel',
  pronoun: 'Preferred Pronoun',
  registerForm: 'Register',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;

/** The library's own wording. */
export const libraryTexts = {
  /** SPEC §2: the featured block's button "to view the user's personal map (branded wording)". */
  viewMap: 'View My Personal Map',
  startHereIntro: (appName: string): string =>
    `Your Personal Map is where your ${appName} journey begins: your five core traits, what they mean for you, and what you can do with them this week.`,
  videoTitle: (appName: string): string => `Welcome to ${appName}`,
  /** The button over the video's poster that starts it (the player comes when it is pressed). */
  playVideo: (appName: string): string => `Play video: Welcome to ${appName}`,
  tabsLabel: 'Your library',
  loading: 'Loading your library…',
  noOwnedGuides: 'You do not own any guides yet. Pick one below to get started.',
  ownsEverything: 'You own every guide we offer. Thank you!',
  learnMore: 'Learn More',
  learnMoreHint: '(opens in a new tab)',
  overviewHeading: 'About this guide',
  addToCart: 'Add to Cart',
  reportLoading: 'Loading your guide…',
  /** The report view's button that opens the browser's print dialog (its Save as PDF keeps the guide). */
  download: 'Download PDF',
  /** An address of a guide that is not in the catalogue, or not shared with the person. */
  guideMissingTitle: 'Guide not available',
  guideNotFound: 'This guide does not exist.',
  guideNotShared: 'This guide is not shared with you.',
  viewConnectionGuide: 'View',
  connectionLabel: 'Connection',
  guideLabel: 'Guide',
  invitePromoTitle: 'Share your guides with the people who matter',
  invitePromo: (appName: string): string =>
    `Invite friends, family and colleagues to join ${appName}. Once they accept, you choose which of your guides each of them may see, and they choose what they share with you.`,
  inviteGoToConnections: 'Go to My Connections',
} as const;
