import {
  addressMessages as am,
  ProfileForm,
  ProfileFormWithPassword,
  profileMessages,
  type Contact,
} from '@insight/api';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Fieldset,
  Heading,
  ImagePicker,
  Page,
  Stack,
  Text,
  TextField,
  vars,
} from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import { PronounField } from '../../forms/PronounField';
import { useForm, type FormStruct } from '../../forms/useForm';
import { useActOn, useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from '../library/assets';
import { screenTexts, profileTexts as t } from '../../texts';
import { AppearanceCard } from './AppearanceCard';
import { LanguageCard } from './LanguageCard';
import { NotificationsCard } from './NotificationsCard';
import { YourDataCard } from './YourDataCard';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: ${vars.space.xl};
  align-items: start;

  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${vars.space.lg};
`;

type ProfileValues = {
  firstName: string;
  lastName: string;
  gender: string;
  email: string;
  password: string;
  confirmPassword: string;
};

const valuesOf = (contact: Contact): ProfileValues => ({
  firstName: contact.user.firstName,
  lastName: contact.user.lastName,
  gender: contact.user.gender,
  email: contact.user.userName,
  password: '',
  confirmPassword: '',
});

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /profile (SPEC §2 Profile): 'Manage Your {appName} Account', the picture card (Change Photo, the
 * default icon without a picture, round at 128 px), and the form — Personal (first name, last name,
 * pronoun) and Email and Password (new password, confirm) — with Update and Cancel. The password
 * fields become required once the person first types in the password field (SPEC §4); their messages, like every
 * field's, show from the first Update on (SPEC §3 Forms: errors only after the first submit attempt). A new e-mail
 * address or password also asks for the current password. While a new address waits for its link, a notice says
 * so, with "Cancel the change" to withdraw it.
 */
export const ProfileScreen = observer(function ProfileScreen() {
  const { profile, settings } = useStores();
  const act = useActOn();
  const photoTitleId = useId();
  const sessionsTitleId = useId();
  const contact = profile.contact ?? null;
  /** The button to focus in the next form (Cancel and a saved Update mount a new one): focus is never lost. */
  const refocus = useRef<FocusTarget>(null);

  // Entering: the current user is loaded; a failure goes to /error (SPEC §4, §8).
  useEntry(() => profile.enter());

  const heading = screenTexts.profileHeading(settings.appName);
  const pictureUrl = assetUrl(settings.values.profileImagePath, profile.picture);
  const name = profile.fullName || t.photoCard;

  return (
    <Page title={heading}>
      {contact ? (
        <Columns>
          <Card as="section" padding="xl" aria-labelledby={photoTitleId}>
            <Stack gap="lg" align="center">
              <Heading level={2} align="center" id={photoTitleId}>
                {t.photoCard}
              </Heading>
              <ImagePicker
                label={t.choosePhoto}
                buttonLabel={screenTexts.changePhoto}
                preview={<Avatar size="lg" src={pictureUrl} alt={name} data-testid="profile-picture" />}
                onChange={(file) => void profile.uploadPhoto(file)}
                error={profile.photoError}
                disabled={profile.photoStatus === 'uploading'}
              />
              <Text tone="muted" size="sm" align="center">
                {profile.photoStatus === 'uploading' ? t.uploading : t.photoHint}
              </Text>
            </Stack>
          </Card>
          <Stack gap="xl">
            {/* A new revision (loaded, Cancel, saved) mounts a fresh form: its values, typing and messages start over. */}
            <ProfileDetails key={profile.formRevision} contact={contact} refocus={refocus} />
            <Card as="section" padding="xl" aria-labelledby={sessionsTitleId}>
              <Stack gap="md">
                <Heading level={2} id={sessionsTitleId}>
                  {am.signOutEverywhere}
                </Heading>
                <Text>{am.signOutEverywhereHelp}</Text>
                <div>
                  <Button type="button" variant="secondary" onClick={() => void profile.signOutEverywhere().then(act)}>
                    {am.signOutEverywhere}
                  </Button>
                </div>
              </Stack>
            </Card>
            <AppearanceCard />
            <LanguageCard />
            <NotificationsCard />
            <YourDataCard />
          </Stack>
        </Columns>
      ) : null}
    </Page>
  );
});

type FocusTarget = 'update' | 'cancel' | null;

/** The Personal and Email and Password form of one loaded contact. */
const ProfileDetails = observer(function ProfileDetails({
  contact,
  refocus,
}: {
  contact: Contact;
  refocus: MutableRefObject<FocusTarget>;
}) {
  const { profile } = useStores();
  const act = useActOn();
  const updateRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target === 'update') updateRef.current?.focus();
    if (target === 'cancel') cancelRef.current?.focus();
  }, [refocus]);
  const [passwordTyped, setPasswordTyped] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const struct: FormStruct<ProfileForm | ProfileFormWithPassword> = passwordTyped
    ? ProfileFormWithPassword
    : ProfileForm;
  const form = useForm(struct, valuesOf(contact));

  const needsCurrentPassword = !sameEmail(form.values.email, contact.user.userName) || form.values.password !== '';
  const currentPasswordError =
    form.submitted && needsCurrentPassword && currentPassword === ''
      ? profileMessages.currentPasswordRequired
      : undefined;

  const submit = form.handleSubmit(async (values) => {
    if (needsCurrentPassword && currentPassword === '') return;
    refocus.current = 'update';
    await profile.update({
      firstName: values.firstName,
      lastName: values.lastName,
      gender: values.gender,
      email: values.email,
      password: typeof values.password === 'string' ? values.password : '',
      currentPassword,
    });
  });

  // Cancel (SPEC §2): the form is loaded again (a new revision remounts it) and the messages go.
  const cancel = () => {
    refocus.current = 'cancel';
    void profile.cancel().then(act);
  };

  const text = (name: Exclude<keyof ProfileValues, 'gender'>) => ({
    ...form.field(name),
    onChange: (event: { target: { value: string } }) => {
      form.setValue(name, event.target.value);
      if (name === 'password') setPasswordTyped(true);
    },
  });

  return (
    <Card padding="xl">
      <form noValidate onSubmit={submit} aria-label={t.formLabel}>
        <Stack gap="xl">
          {profile.errorTitle ? <Alert tone="critical">{profile.errorTitle}</Alert> : null}
          {profile.saved ? <Alert tone="success">{profileMessages.saved}</Alert> : null}
          <Fieldset legend={t.personal}>
            <Row>
              <TextField label={t.firstName} autoComplete="given-name" required {...text('firstName')} />
              <TextField label={t.lastName} autoComplete="family-name" required {...text('lastName')} />
            </Row>
            <PronounField legend={t.pronoun} {...form.choice('gender')} />
          </Fieldset>
          <Fieldset legend={t.emailAndPassword}>
            <TextField ref={emailRef} label={t.email} type="email" autoComplete="email" required {...text('email')} />
            {profile.pendingEmail ? (
              <Alert tone="info">
                <Stack gap="sm">
                  <Text>{am.pendingChange(profile.pendingEmail, contact.user.userName)}</Text>
                  <div>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      loading={profile.isLoading}
                      onClick={() =>
                        void profile.cancelEmailChange().then((ok) => {
                          // The notice and its button go: the focus goes to the address the account keeps.
                          if (ok) emailRef.current?.focus();
                        })
                      }
                    >
                      {am.cancelChange}
                    </Button>
                  </div>
                </Stack>
              </Alert>
            ) : null}
            <Row>
              <TextField
                label={t.newPassword}
                type="password"
                autoComplete="new-password"
                hint={passwordTyped ? undefined : t.passwordHint}
                required={passwordTyped}
                {...text('password')}
              />
              <TextField
                label={t.confirmPassword}
                type="password"
                autoComplete="new-password"
                required={passwordTyped}
                {...text('confirmPassword')}
              />
            </Row>
            {needsCurrentPassword ? (
              <TextField
                label={t.currentPassword}
                type="password"
                name="currentPassword"
                autoComplete="current-password"
                hint={t.currentPasswordHint}
                required
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
                error={currentPasswordError}
              />
            ) : null}
          </Fieldset>
          <Stack direction="row" gap="md" wrap>
            <Button ref={updateRef} type="submit" loading={profile.isLoading}>
              {t.update}
            </Button>
            <Button ref={cancelRef} type="button" variant="secondary" onClick={cancel}>
              {t.cancel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
});
