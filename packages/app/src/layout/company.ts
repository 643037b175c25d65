/** The company line of the footer and the legal texts. */
export const COMPANY_NAME = 'Insight Labs';
