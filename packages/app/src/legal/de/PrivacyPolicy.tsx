import { COMPANY_NAME } from '../../layout/company';
import type { LegalTextProps } from '../TermsOfService';
import { legalTitles } from '../titles';
import { ContactLink } from '../ContactLink';

/** The privacy policy (SPEC §1) in German: the English's sections (../PrivacyPolicy.tsx), translated. */
export function PrivacyPolicyDe({ appName, contactEmail, headingLevel = 3 }: LegalTextProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article aria-label={legalTitles.privacy}>
      <p>
        {COMPANY_NAME} betreibt {appName}. Diese Datenschutzerklärung erläutert, welche Informationen wir erheben, wie
        wir sie verwenden und welche Wahlmöglichkeiten Sie haben. Durch die Nutzung des Dienstes stimmen Sie der
        Erhebung und Verwendung von Informationen wie hier beschrieben zu.
      </p>

      <H>Besucher der Website</H>
      <p>
        Wie die meisten Websites erheben wir Informationen, die Sie nicht persönlich identifizieren und die Browser und
        Server zur Verfügung stellen, etwa den Browsertyp, die Spracheinstellung, die verweisende Website sowie Datum
        und Uhrzeit jeder Anfrage. Wir verwenden sie, um zu verstehen, wie Besucher den Dienst nutzen, und damit er
        zuverlässig funktioniert. Zum Schutz des Dienstes vor Missbrauch können wir außerdem Internet-Protocol-Adressen
        (IP-Adressen) erfassen.
      </p>

      <H>Erhebung personenbezogener Informationen</H>
      <p>
        Wenn Sie ein Dashboard erstellen, fragen wir nach Ihrem Namen, Ihrer E-Mail-Adresse, Ihrem bevorzugten Pronomen
        und einem Passwort, und wir speichern Ihre Antworten auf den Fragebogen, damit wir Ihre Berichte erstellen
        können. Wenn Sie ein Profilbild hinzufügen oder eine Verbindung einladen, speichern wir das Bild bzw. den Namen
        und die E-Mail-Adresse der eingeladenen Person. Wir erheben nur, was für den Dienst erforderlich ist, und
        verkaufen keine personenbezogenen Informationen.
      </p>

      <H>Aggregierte Statistiken</H>
      <p>
        Wir können Statistiken über das Verhalten von Besuchern und über die Ergebnisse des Fragebogens in aggregierter
        Form erheben. Wir können diese Statistiken veröffentlichen oder weitergeben, jedoch nur in einer Form, in der
        keine einzelne Person identifiziert wird.
      </p>

      <H>Cookies</H>
      <p>
        Ein Cookie ist eine kleine Datenmenge, die eine Website in Ihrem Browser speichert. Wir verwenden Cookies und
        den lokalen Speicher Ihres Browsers, um Ihre Anmeldung aufrechtzuerhalten, um Formulare vor
        Cross-Site-Request-Forgery zu schützen und um Ihren Warenkorb zu speichern. Sie können Cookies in den
        Einstellungen Ihres Browsers ablehnen; dann funktionieren jedoch möglicherweise Teile des Dienstes nicht.
      </p>

      <H>Unternehmensübertragungen</H>
      <p>
        Falls {COMPANY_NAME} oder im Wesentlichen alle seine Vermögenswerte übernommen würden oder das Unternehmen, was
        unwahrscheinlich ist, seinen Geschäftsbetrieb einstellen oder in Insolvenz gehen würde, wären die
        Nutzerinformationen einer der Vermögenswerte, die auf einen Dritten übertragen oder von diesem erworben würden.
        Jeder Erwerber darf Ihre Informationen weiterhin so verwenden, wie es in dieser Datenschutzerklärung dargelegt
        ist.
      </p>

      <H>Werbung</H>
      <p>
        Werbeanzeigen oder Analysen im Dienst können von Partnern bereitgestellt werden, die Cookies setzen, um Ihren
        Browser wiederzuerkennen. Diese Datenschutzerklärung gilt für unsere Verwendung von Cookies, nicht jedoch für
        die Verwendung von Cookies durch Werbetreibende.
      </p>

      <H>Kommentare</H>
      <p>
        Nachrichten, die Sie einer Einladung hinzufügen, werden an die eingeladene Person gesendet und zusammen mit der
        Einladung gespeichert. Bitte nehmen Sie in eine Nachricht keine Informationen auf, die die empfangende Person
        nicht sehen soll.
      </p>

      <H>Änderungen dieser Datenschutzerklärung</H>
      <p>
        Wir können diese Datenschutzerklärung von Zeit zu Zeit nach eigenem Ermessen ändern. Wir empfehlen Ihnen, diese
        Seite auf Änderungen zu überprüfen; wenn Sie den Dienst nach einer Änderung weiter nutzen, akzeptieren Sie
        diese. Fragen richten Sie bitte an <ContactLink email={contactEmail} fallback="unser Support-Team" />.
      </p>
    </article>
  );
}
