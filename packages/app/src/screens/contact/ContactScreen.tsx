import { Card, Link, Page, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { contactTexts } from '../../texts';

/** SPEC §2 Contact: a heading and the support e-mail line. */
export const ContactScreen = observer(function ContactScreen() {
  const { settings } = useStores();
  const email = settings.contactEmail;
  return (
    <Page title={contactTexts.heading} width="narrow">
      <Card padding="xl">
        <Text>
          {contactTexts.before(settings.appName)}{' '}
          {email ? <Link href={`mailto:${email}`}>{email}</Link> : contactTexts.noAddress} {contactTexts.after}
        </Text>
      </Card>
    </Page>
  );
});
