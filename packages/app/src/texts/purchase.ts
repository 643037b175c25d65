/** The purchase screens' and the survey return's wording. */

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
  /** Between the two documents' names after `agreement`. */
  and: 'and',
  continue: 'Continue to checkout',
  noPackages: 'No packages are available right now. Please try again later.',
} as const;

/** The store sso screen's own wording. */
export const storeSsoTexts = {
  title: 'Taking you to checkout',
  message: 'We are signing you in to the secure checkout. This only takes a moment.',
  overlay: 'Connecting to checkout…',
} as const;

/** The survey return's wording (SPEC §2: the waiting screen). */
export const surveyReturnTexts = {
  /** Its branded title. */
  title: (appName: string): string => `${appName} Survey`,
} as const;
