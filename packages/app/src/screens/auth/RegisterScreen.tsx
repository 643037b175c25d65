import { RegistrationForm } from '@insight/api';
import { Alert, Button, Checkbox, Link, Stack, TextField } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { Fragment, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { PronounField } from '../../forms/PronounField';
import { useForm } from '../../forms/useForm';
import { LegalDialog, legalTitles, type LegalDocument } from '../../legal';
import { useActOn, useEntry } from '../../routes/outcomeRouting';
import { paths, safeReturnUrl, withReturnUrl } from '../../routes/paths';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from './AuthPage';
import { NewPasswordFields } from './NewPasswordFields';
import { authTexts, screenTexts } from '../../texts';

export const CONNECTION_TOKEN_PARAM = 'connectionToken';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: var(--insight-space-lg);
`;

/** The terms sentence with its two document names turned into buttons that open the dialogs. */
function termsLabel(text: string, open: (document: LegalDocument) => void): ReactNode {
  return text.split(new RegExp(`(${legalTitles.terms}|${legalTitles.privacy})`)).map((part, index) => {
    if (part === legalTitles.terms || part === legalTitles.privacy) {
      return (
        <Button
          key={index}
          type="button"
          variant="plain"
          onClick={() => open(part === legalTitles.terms ? 'terms' : 'privacy')}
        >
          {part}
        </Button>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  password: string;
  confirmPassword: string;
  tosCheck: boolean;
};

const empty: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  password: '',
  confirmPassword: '',
  tosCheck: false,
};

/** SPEC §2 Register: create the user, log in, go to returnUrl (default /home). */
export const RegisterScreen = observer(function RegisterScreen() {
  const { session, settings } = useStores();
  const act = useActOn();
  const { search } = useLocation();
  const form = useForm(RegistrationForm, empty);
  const [legal, setLegal] = useState<LegalDocument | null>(null);

  useEntry(() => session.enterSignIn(new URLSearchParams(search).get(CONNECTION_TOKEN_PARAM)), search);

  const submit = form.handleSubmit(async (values) => {
    act(await session.register(values, safeReturnUrl(search)));
  });

  return (
    <AuthPage
      title={screenTexts.registerHeading(settings.appName)}
      footer={
        <p>
          <Link as={HrefLink} href={withReturnUrl(paths.login, search)}>
            {screenTexts.alreadyHaveDashboard}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} aria-label={authTexts.registerForm}>
        <Stack gap="lg">
          {session.error ? <Alert tone="critical">{session.error}</Alert> : null}
          <NameRow>
            <TextField label={authTexts.firstName} autoComplete="given-name" required {...form.field('firstName')} />
            <TextField label={authTexts.lastName} autoComplete="family-name" required {...form.field('lastName')} />
          </NameRow>
          <TextField label={authTexts.email} type="email" autoComplete="email" required {...form.field('email')} />
          <PronounField legend={authTexts.pronoun} {...form.choice('gender')} />
          <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
          <Checkbox
            name="tosCheck"
            label={termsLabel(screenTexts.tosCheckbox, setLegal)}
            checked={form.values.tosCheck}
            onChange={(event) => form.setValue('tosCheck', event.target.checked)}
            error={form.errorOf('tosCheck')}
            required
          />
          <Button type="submit" fullWidth loading={session.isLoading}>
            {authTexts.start}
          </Button>
        </Stack>
      </form>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
    </AuthPage>
  );
});
