import { TERMS_LAST_UPDATED } from '@insight/api';
import { COMPANY_NAME } from '../layout/company';
import { legalTitles } from './titles';
import { ContactLink } from './ContactLink';

export interface LegalTextProps {
  /** The product name as configured (settings.appName). */
  appName: string;
  /** The support address (settings.contactEmail). */
  contactEmail?: string;
  /** The heading level of the document's sections (the title lives in the surrounding dialog). */
  headingLevel?: 2 | 3;
}

/** The terms of service (SPEC §1), shown in the register and purchase dialogs. */
export function TermsOfService({ appName, contactEmail, headingLevel = 3 }: LegalTextProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article aria-label={legalTitles.terms}>
      <p>
        <em>Last updated: {TERMS_LAST_UPDATED}</em>
      </p>
      <p>
        These Terms of Service (the &ldquo;Terms&rdquo;) govern your use of {appName}, a service provided by{' '}
        {COMPANY_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By creating a dashboard, completing the questionnaire or
        purchasing a guide you agree to these Terms. If you do not agree, do not use the service.
      </p>

      <H>1. Eligibility</H>
      <p>
        You must be at least 13 years old to use {appName}. By accepting these Terms you confirm that you meet this
        requirement and that the information you give when you register is accurate.
      </p>

      <H>2. The service</H>
      <p>
        {appName} provides results and reports that are generated from your answers to an online questionnaire. Reports,
        guides and packages are sold and delivered as electronic documents that you can view in your library. No
        physical goods are shipped.
      </p>

      <H>3. For information only</H>
      <p>
        Results and reports are provided for general information and personal reflection only. They are not
        psychological, medical, legal, financial or career advice, and they are not a diagnosis or a substitute for
        consultation with a qualified professional. You are responsible for any decision you make on the basis of a
        report.
      </p>

      <H>4. Your account</H>
      <p>
        You are responsible for keeping your password confidential and for all activity under your account. Tell us at
        once if you believe your account has been used without your permission. You may share your own guides with your
        connections; you may not resell, republish or distribute reports outside the service.
      </p>

      <H>5. Purchases and payment</H>
      <p>
        Prices are shown before checkout. Payments are processed by our hosted cart provider through its card checkout;
        we do not store your card details. A purchased guide is made available in your library once the payment has been
        confirmed.
      </p>

      <H>6. Intellectual property</H>
      <p>
        The questionnaire, the reports and all content of the service remain the property of {COMPANY_NAME} or its
        licensors. A purchase gives you a personal, non-transferable licence to view the report for your own use.
      </p>

      <H>7. Limitation of liability</H>
      <p>
        To the fullest extent permitted by law, the service is provided &ldquo;as is&rdquo; without warranties of any
        kind, and our total liability to you for any claim arising from the service or a report is limited to the amount
        you paid for the transaction that gave rise to the claim. We are not liable for indirect, incidental or
        consequential losses.
      </p>

      <H>8. Changes to these Terms</H>
      <p>
        We may amend these Terms at any time by publishing the updated version in the service. The date above shows when
        they last changed. Continuing to use {appName} after a change means that you accept the amended Terms.
      </p>

      <H>9. Contact</H>
      <p>
        Questions about these Terms can be sent to <ContactLink email={contactEmail} fallback="our support team" />.
      </p>
    </article>
  );
}
