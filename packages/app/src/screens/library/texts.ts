/** The library's own wording (branded where SPEC says so); SPEC's fixed texts come from @insight/api. */
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
  viewConnectionGuide: 'View',
  connectionLabel: 'Connection',
  guideLabel: 'Guide',
  invitePromoTitle: 'Share your guides with the people who matter',
  invitePromo: (appName: string): string =>
    `Invite friends, family and colleagues to join ${appName}. Once they accept, you choose which of your guides each of them may see, and they choose what they share with you.`,
  inviteGoToConnections: 'Go to My Connections',
} as const;
