import { COMPANY_NAME } from '../layout/company';
import type { LegalTextProps } from './TermsOfService';
import { legalTitles } from './titles';
import { ContactLink } from './ContactLink';

/** The privacy policy (SPEC §1), shown in the register, invite and purchase dialogs. */
export function PrivacyPolicy({ appName, contactEmail, headingLevel = 3 }: LegalTextProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article aria-label={legalTitles.privacy}>
      <p>
        {COMPANY_NAME} operates {appName}. This policy explains what information we collect, how we use it and the
        choices you have. By using the service you agree to the collection and use of information as described here.
      </p>

      <H>Website visitors</H>
      <p>
        Like most websites, we collect non-personally-identifying information that browsers and servers make available,
        such as the browser type, language preference, referring site and the date and time of each request. We use it
        to understand how visitors use the service and to keep it working well. We may also record Internet Protocol
        (IP) addresses to protect the service from abuse.
      </p>

      <H>Gathering of personally-identifying information</H>
      <p>
        When you create a dashboard we ask for your name, e-mail address, preferred pronoun and a password, and we keep
        your answers to the questionnaire so that we can prepare your reports. If you add a profile picture or invite a
        connection, we keep the picture and the invitee&rsquo;s name and e-mail address. We collect only what is needed
        for the service and do not sell personal information.
      </p>

      <H>Aggregated statistics</H>
      <p>
        We may collect statistics about the behaviour of visitors and about questionnaire results in aggregate. We may
        publish or share these statistics, but only in a form that does not identify any individual.
      </p>

      <H>Cookies</H>
      <p>
        A cookie is a small piece of data that a website stores in your browser. We use cookies and local storage to
        keep you signed in, to protect forms against cross-site request forgery and to remember your cart. You can
        refuse cookies in your browser settings, but parts of the service may then not work.
      </p>

      <H>Business transfers</H>
      <p>
        If {COMPANY_NAME} or substantially all of its assets were acquired, or in the unlikely event that it went out of
        business or entered bankruptcy, user information would be one of the assets transferred to or acquired by a
        third party. Any acquirer may continue to use your information as set out in this policy.
      </p>

      <H>Ads</H>
      <p>
        Advertisements or analytics shown on the service may be delivered by partners who set cookies to recognise your
        browser. This policy covers our use of cookies and does not cover the use of cookies by any advertiser.
      </p>

      <H>Comments</H>
      <p>
        Messages you add to an invitation are sent to the person you invite and kept with the invitation. Please do not
        include information in a message that you would not want the recipient to see.
      </p>

      <H>Privacy policy changes</H>
      <p>
        We may change this policy from time to time, at our discretion. We encourage you to check this page for changes;
        continuing to use the service after a change means that you accept it. Questions can be sent to{' '}
        <ContactLink email={contactEmail} fallback="our support team" />.
      </p>
    </article>
  );
}
