import { Card, Link, Page, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { CONTACT_HEADING } from '../../texts';

/** SPEC §2 Contact: a heading and the support e-mail line. */
export const ContactScreen = observer(function ContactScreen() {
  const { settings } = useStores();
  const email = settings.contactEmail;
  return (
    <Page title={CONTACT_HEADING} width="narrow">
      <Card padding="xl">
        <Text>
          Questions about {settings.appName}, your guides or your account? E-mail our support team at{' '}
          {email ? <Link href={`mailto:${email}`}>{email}</Link> : 'the address given by your administrator'} and we
          will get back to you.
        </Text>
      </Card>
    </Page>
  );
});
