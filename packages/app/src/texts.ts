/**
 * Every word the screens show, in one place: SPEC §2's fixed texts (`screenTexts`, word for word;
 * the stories and the end-to-end journeys assert them too), then each feature's own wording, which
 * SPEC leaves to us (branded where SPEC says so). The messages the api client or the server also
 * use (validation, errors, toasts) stay in @insight/api.
 */

import type { TraitKey } from '@insight/api';

/** '{name}'s', or only an apostrophe after a name ending in s (SPEC §2's rule for the guides heading). */
export const possessive = (name: string): string => `${name}${/s$/i.test(name) ? "'" : "'s"}`;

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
} as const;

/** The library's own wording. */
export const libraryTexts = {
  /** SPEC §2: the featured block's button "to view the user's personal map (branded wording)". */
  viewMap: 'View My Personal Map',
  startHereIntro: (appName: string): string =>
    `Your Personal Map is where your ${appName} journey begins: your five core traits, what they mean for you, and what you can do with them this week.`,
  videoTitle: (appName: string): string => `Welcome to ${appName}`,
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

/** The trait chart's wording (issue 12): the five Big-Five factors as the guides name them, on a 10–50 scale. */
export const traitTexts = {
  labels: {
    extraversion: 'Extraversion',
    agreeableness: 'Agreeableness',
    conscientiousness: 'Conscientiousness',
    emotionalStability: 'Emotional stability',
    intellect: 'Intellect / Imagination',
  } satisfies Record<TraitKey, string>,
  scaleLabels: ['Low', 'High'] as const,
  traitHeading: 'Trait',
  missing: 'No score',
  yourTraits: 'Your traits',
  theirTraits: (firstName: string): string => `${possessive(firstName)} traits`,
  yourTraitsEmpty: 'Your traits appear here once you have completed the questionnaire.',
  theirTraitsEmpty: (firstName: string): string => `${firstName} has not completed the questionnaire yet.`,
  loading: 'Loading the traits…',
} as const;

/** The compare view's wording (issue 12): two people's traits side by side, and what stands out. */
export const compareTexts = {
  heading: 'Compare traits',
  subtitle: (name: string): string => `You and ${name}, side by side.`,
  /** The Compare button on a connection's row and in the library's connection tab. */
  action: 'Compare',
  actionLabel: (name: string): string => `Compare with ${name}`,
  back: 'Back',
  loading: 'Loading the comparison…',
  readingHeading: 'What stands out',
  differencesHeading: 'Biggest differences',
  similaritiesHeading: 'Closest similarities',
  higher: (higher: string, trait: string, high: string, lower: string, low: string): string =>
    `${higher} scores higher on ${trait} (${high}) than ${lower} (${low}).`,
  close: (first: string, second: string, trait: string, a: string, b: string): string =>
    `${first} and ${second} are close on ${trait} (${a} and ${b}).`,
  same: (first: string, second: string, trait: string, score: string): string =>
    `${first} and ${second} score the same on ${trait} (${score}).`,
  noDifferences: (first: string, second: string, points: number): string =>
    `${first} and ${second} are within ${points} points of each other on every trait.`,
  noSimilarities: (first: string, second: string, points: number): string =>
    `${first} and ${second} are more than ${points} points apart on every trait.`,
  noScoresMine: 'You have not completed the questionnaire yet, so there is nothing to compare.',
  noScoresTheirs: (firstName: string): string =>
    `${firstName} has not completed the questionnaire yet, so there is nothing to compare.`,
} as const;

/** The connections screens' own wording. */
export const connectionTexts = {
  setPermissions: 'Set Permissions',
  remove: 'Remove',
  cancel: 'Cancel',
  accept: 'Accept',
  reject: 'Reject',
  send: 'Send',
  clear: 'Clear',
  save: 'Save',
  /** The status shown beside a pending request's name. */
  pending: 'Pending',
  statusLabel: (status: string): string => (status === 'pending' ? 'Pending' : status),
  myConnectionsHelp:
    'Your connections and the invitations you have sent that are still waiting for an answer. Set Permissions chooses which of your guides each of them may read; Remove ends a connection and Cancel withdraws an invitation. Neither side sees the other’s guides any more.',
  receivedHelp:
    'People who invited you to connect. Accept to add them to My Connections: you then choose which of your guides they may read, and they choose what they share with you. Reject declines the invitation.',
  listLabel: 'Connections and sent invitations',
  receivedListLabel: 'Invitations you received',
  removeTitle: (name: string): string => `Remove ${name}?`,
  removeBody: (firstName: string): string =>
    `${firstName} will no longer see the guides you share, and you will no longer see theirs.`,
  cancelTitle: (name: string): string => `Cancel the invitation to ${name}?`,
  cancelBody: 'The invitation link in their e-mail will stop working.',
  keep: 'Keep',
  cancelInvitation: 'Cancel invitation',
  /** The invite form. */
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  message: 'Message (optional)',
  messageHint: 'A few words of your own for the e-mail.',
  inviteFormLabel: 'Invite a connection',
  invitePromo: (appName: string): string =>
    `They will get an e-mail with a link to join ${appName}. Once connected, you decide which of your guides they may read.`,
  /** The sharing dialog. */
  shareLegend: 'Guides to share',
  noGuidesToShare: 'You do not have any purchased guides to share yet.',
} as const;

/** The Profile screen's own wording. */
export const profileTexts = {
  personal: 'Personal',
  emailAndPassword: 'Email and Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  pronoun: 'Preferred Pronoun',
  email: 'Email',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'Leave blank to keep your current password.',
  /** The field that appears when the e-mail address or the password changes. */
  currentPassword: 'Current Password',
  currentPasswordHint: 'Needed to change your email address or password.',
  update: 'Update',
  cancel: 'Cancel',
  photoCard: 'Profile Picture',
  /** The file input's name. */
  choosePhoto: 'Choose a profile picture',
  photoHint: 'A jpg or png file of 1 MB or less.',
  uploading: 'Uploading your photo…',
  formLabel: 'Profile',
} as const;

/** The sign-in, registration and password forms' own labels. */
export const authTexts = {
  loginForm: 'Login',
  registerForm: 'Register',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;

/** The error screen's own wording (its message is SPEC §8's errorPage). */
export const errorScreenTexts = {
  title: 'Something went wrong',
  returnToLibrary: 'Return to my library',
  goToLogin: 'Go to login',
  contactSupport: 'Contact support',
} as const;

/** The purchase map's own wording. */
export const purchaseMapTexts = {
  waiting: 'One moment while we open the checkout for your Personal Map.',
  fallback: 'Not moving? Continue to checkout',
} as const;

/** The package screen's own wording. */
export const purchasePackageTexts = {
  intro: (appName: string): string =>
    `Every ${appName} journey starts with a package. Pick the one that suits you; you can add more guides from your library at any time.`,
  agreement: 'By selecting a package you agree to our',
  continue: 'Continue to checkout',
  noPackages: 'No packages are available right now. Please try again later.',
} as const;

/** The store sso screen's own wording. */
export const storeSsoTexts = {
  title: 'Taking you to checkout',
  message: 'We are signing you in to the secure checkout. This only takes a moment.',
  overlay: 'Connecting to checkout…',
} as const;

/** The survey return's branded title (SPEC §2: the waiting screen). */
export const surveyReturnTitle = (appName: string): string => `${appName} Survey`;

/** The Contact screen's heading. */
export const CONTACT_HEADING = 'Contact Us';
