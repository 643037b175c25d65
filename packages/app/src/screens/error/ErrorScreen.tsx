import { errorMessages } from '@insight/api';
import { Alert, Link, Page, Stack } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { paths } from '../../routes/paths';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { errorScreenTexts } from '../../texts';

/** SPEC §2 Error: the apology and a way back. */
export const ErrorScreen = observer(function ErrorScreen() {
  const { session, settings } = useStores();
  return (
    <Page title={errorScreenTexts.title} width="narrow">
      <Stack gap="lg">
        <Alert tone="critical">{errorMessages.errorPage}</Alert>
        <Stack direction="row" gap="xl" wrap>
          <Link as={HrefLink} href={session.isSignedIn ? paths.home : paths.login}>
            {session.isSignedIn ? errorScreenTexts.returnToLibrary : errorScreenTexts.goToLogin}
          </Link>
          {settings.contactEmail ? (
            <Link href={`mailto:${settings.contactEmail}`}>{errorScreenTexts.contactSupport}</Link>
          ) : null}
        </Stack>
      </Stack>
    </Page>
  );
});
