import { COMPANY_NAME } from '../../layout/company';
import { lastUpdatedIn } from '../lastUpdated';
import type { LegalTextProps } from '../TermsOfService';
import { legalTitles } from '../titles';
import { ContactLink } from '../ContactLink';

/** The terms of service (SPEC §1) in German: the English's sections (../TermsOfService.tsx), translated. */
export function TermsOfServiceDe({ appName, contactEmail, headingLevel = 3 }: LegalTextProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article aria-label={legalTitles.terms}>
      <p>
        <em>Stand: {lastUpdatedIn('de')}</em>
      </p>
      <p>
        Diese Nutzungsbedingungen (die &bdquo;Bedingungen&ldquo;) regeln Ihre Nutzung von {appName}, einem Dienst von{' '}
        {COMPANY_NAME} (&bdquo;wir&ldquo;, &bdquo;uns&ldquo;). Indem Sie ein Dashboard erstellen, den Fragebogen
        ausfüllen oder einen Guide kaufen, stimmen Sie diesen Bedingungen zu. Wenn Sie nicht zustimmen, nutzen Sie den
        Dienst nicht.
      </p>

      <H>1. Nutzungsberechtigung</H>
      <p>
        Sie müssen mindestens 13 Jahre alt sein, um {appName} zu nutzen. Mit der Annahme dieser Bedingungen bestätigen
        Sie, dass Sie diese Voraussetzung erfüllen und dass die Angaben, die Sie bei der Registrierung machen,
        zutreffend sind.
      </p>

      <H>2. Der Dienst</H>
      <p>
        {appName} stellt Ergebnisse und Berichte bereit, die aus Ihren Antworten auf einen Online-Fragebogen erstellt
        werden. Berichte, Guides und Pakete werden als elektronische Dokumente verkauft und geliefert, die Sie in Ihrer
        Bibliothek ansehen können. Es werden keine physischen Waren versandt.
      </p>

      <H>3. Nur zur Information</H>
      <p>
        Ergebnisse und Berichte dienen ausschließlich der allgemeinen Information und der persönlichen Reflexion. Sie
        stellen keine psychologische, medizinische, rechtliche, finanzielle oder Karriereberatung dar und sind weder
        eine Diagnose noch ein Ersatz für die Beratung durch eine qualifizierte Fachkraft. Für jede Entscheidung, die
        Sie auf der Grundlage eines Berichts treffen, sind Sie selbst verantwortlich.
      </p>

      <H>4. Ihr Konto</H>
      <p>
        Sie sind dafür verantwortlich, Ihr Passwort vertraulich zu behandeln, und tragen die Verantwortung für alle
        Aktivitäten unter Ihrem Konto. Teilen Sie uns umgehend mit, wenn Sie glauben, dass Ihr Konto ohne Ihre Erlaubnis
        genutzt wurde. Sie dürfen Ihre eigenen Guides mit Ihren Verbindungen teilen; Berichte dürfen Sie jedoch nicht
        außerhalb des Dienstes weiterverkaufen, erneut veröffentlichen oder verbreiten.
      </p>

      <H>5. Käufe und Zahlung</H>
      <p>
        Die Preise werden angezeigt, bevor Sie zur Kasse gehen. Zahlungen werden vom Anbieter unseres gehosteten
        Warenkorbs über dessen Kartenzahlung abgewickelt; wir speichern Ihre Kartendaten nicht. Ein gekaufter Guide wird
        in Ihrer Bibliothek bereitgestellt, sobald die Zahlung bestätigt wurde.
      </p>

      <H>6. Geistiges Eigentum</H>
      <p>
        Der Fragebogen, die Berichte und alle Inhalte des Dienstes bleiben Eigentum von {COMPANY_NAME} oder von dessen
        Lizenzgebern. Mit einem Kauf erhalten Sie eine persönliche, nicht übertragbare Lizenz, den Bericht für Ihren
        eigenen Gebrauch anzusehen.
      </p>

      <H>7. Haftungsbeschränkung</H>
      <p>
        Im größtmöglichen gesetzlich zulässigen Umfang wird der Dienst &bdquo;wie besehen&ldquo; und ohne Gewährleistung
        jeglicher Art bereitgestellt, und unsere Gesamthaftung Ihnen gegenüber für Ansprüche, die sich aus dem Dienst
        oder einem Bericht ergeben, ist auf den Betrag begrenzt, den Sie für die Transaktion bezahlt haben, aus der der
        Anspruch entstanden ist. Wir haften nicht für mittelbare Schäden, Begleit- oder Folgeschäden.
      </p>

      <H>8. Änderungen dieser Bedingungen</H>
      <p>
        Wir können diese Bedingungen jederzeit ändern, indem wir die aktualisierte Fassung im Dienst veröffentlichen.
        Das oben angegebene Datum zeigt, wann sie zuletzt geändert wurden. Wenn Sie {appName} nach einer Änderung weiter
        nutzen, akzeptieren Sie damit die geänderten Bedingungen.
      </p>

      <H>9. Kontakt</H>
      <p>
        Fragen zu diesen Bedingungen richten Sie bitte an{' '}
        <ContactLink email={contactEmail} fallback="unser Support-Team" />.
      </p>
    </article>
  );
}
