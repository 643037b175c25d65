import { RecoverForm } from '@insight/api';
import { Alert, Button, Link, Stack, TextField } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useForm } from '../../forms/useForm';
import { paths } from '../../routes/paths';
import { useActOn, useEntry } from '../../routes/outcomeRouting';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from './AuthPage';
import { authTexts, screenTexts } from '../../texts';

/** SPEC §2 Recover password: a true answer goes to login with the toast of SPEC §4. */
export const RecoverPasswordScreen = observer(function RecoverPasswordScreen() {
  const { session, settings } = useStores();
  const act = useActOn();
  const form = useForm(RecoverForm, { email: '' });

  useEntry(() => session.enterRecovery());

  const submit = form.handleSubmit(async ({ email }) => {
    act(await session.recoverPassword(email, settings.appName, settings.resetPasswordUrl));
  });

  return (
    <AuthPage title={screenTexts.recoverHeading}>
      <form noValidate onSubmit={submit} aria-label={screenTexts.recoverHeading}>
        <Stack gap="lg">
          {session.error ? <Alert tone="critical">{session.error}</Alert> : null}
          <TextField label={authTexts.email} type="email" autoComplete="email" required {...form.field('email')} />
          <Stack direction="row" align="center" gap="lg">
            <Button type="submit" loading={session.isLoading}>
              {authTexts.submit}
            </Button>
            <Link as={HrefLink} href={paths.login}>
              {authTexts.cancel}
            </Link>
          </Stack>
        </Stack>
      </form>
    </AuthPage>
  );
});
