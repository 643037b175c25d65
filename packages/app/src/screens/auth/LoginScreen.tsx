import { LoginCredentials } from '@insight/api';
import { Alert, Button, Link, Stack, TextField } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useForm } from '../../forms/useForm';
import { useActOn, useEntry } from '../../routes/outcomeRouting';
import { paths, safeReturnUrl, withReturnUrl } from '../../routes/paths';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from './AuthPage';
import { authTexts, screenTexts } from '../../texts';

/** SPEC §2 Login: entering signs out; success goes to returnUrl (default /home). */
export const LoginScreen = observer(function LoginScreen() {
  const { session, settings } = useStores();
  const act = useActOn();
  const { search } = useLocation();
  const form = useForm(LoginCredentials, { email: '', password: '' }, { showOnBlur: true });

  useEntry(() => session.enterSignIn());

  const submit = form.handleSubmit(async (credentials) => {
    act(await session.login(credentials, safeReturnUrl(search)));
  });

  return (
    <AuthPage
      title={screenTexts.loginHeading(settings.appName)}
      footer={
        <Stack direction="row" justify="between" wrap gap="md">
          <Link as={HrefLink} href={withReturnUrl(paths.register, search)}>
            {screenTexts.createDashboardLink}
          </Link>
          <Link as={HrefLink} href={paths.recoverPassword}>
            {screenTexts.forgotPasswordLink}
          </Link>
        </Stack>
      }
    >
      <form noValidate onSubmit={submit} aria-label={authTexts.loginForm}>
        <Stack gap="lg">
          {session.error ? <Alert tone="critical">{session.error}</Alert> : null}
          <TextField label={authTexts.email} type="email" autoComplete="username" required {...form.field('email')} />
          <TextField
            label={authTexts.password}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Button type="submit" fullWidth disabled={!form.isValid} loading={session.isLoading}>
            {authTexts.loginButton}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
});
