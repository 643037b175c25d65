import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ResetForm, errorMessages, validationMessages } from '@insight/api';
import { Alert, Button, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useForm } from '../../forms/useForm';
import { useActOn, useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from './AuthPage';
import { NewPasswordFields } from './NewPasswordFields';
import { authTexts, screenTexts } from '../../texts';

/** SPEC §2 Reset password: reads email and token from the link; success goes home with a toast. */
export const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  const { session } = useStores();
  const act = useActOn();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const linkComplete = email !== '' && token !== '';
  const form = useForm(ResetForm, { password: '', confirmPassword: '' });

  useEntry(() => session.enterRecovery());

  const submit = form.handleSubmit(async ({ password }) => {
    act(await session.resetPassword({ password, email, token }));
  });

  // A link without its e-mail or token cannot work: say so as the used-link text does.
  const error = session.error ?? (linkComplete ? null : errorMessages.invalidResetToken);

  return (
    <AuthPage title={screenTexts.resetHeading}>
      <form noValidate onSubmit={submit} aria-label={screenTexts.resetHeading}>
        <Stack gap="lg">
          {error ? <Alert tone="critical">{error}</Alert> : null}
          <Text>{validationMessages.passwordRules(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}</Text>
          <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
          <Button type="submit" disabled={!linkComplete} loading={session.isLoading}>
            {authTexts.submit}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
});
