import { accountDataMessages as t } from '@insight/api';
import { Alert, Button, Card, ConfirmDialog, Heading, Modal, Stack, Text, TextField } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useActOn } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';

type Open = 'download' | 'delete' | null;

/** The failures that are about the password field (the rest show above it). */
const PASSWORD_TEXTS: readonly string[] = [t.passwordRequired, t.passwordWrong];

/**
 * The profile's "Your data" card: "Download my data" (a dialog that asks for the password again,
 * then saves the file) and "Delete my account" (an alertdialog that says what goes and what stays, and asks for
 * the password). Focus goes back to the button that opened a dialog when it closes.
 */
export const YourDataCard = observer(function YourDataCard() {
  const { profile } = useStores();
  const act = useActOn();
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = profile.data.isLoading;

  const show = (which: Open) => {
    profile.data.reset();
    setPassword('');
    setMissing(false);
    setOpen(which);
  };
  const close = () => {
    if (busy) return;
    const opener = open === 'delete' ? deleteRef : downloadRef;
    setOpen(null);
    profile.data.reset();
    setPassword('');
    // The dialog gives focus back to its opener as it unmounts; ask again once it has.
    setTimeout(() => opener.current?.focus(), 0);
  };

  const failure = profile.data.error;
  const fieldError = missing ? t.passwordRequired : failure && PASSWORD_TEXTS.includes(failure) ? failure : undefined;
  const otherFailure = failure && !PASSWORD_TEXTS.includes(failure) ? failure : null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (password === '') {
      setMissing(true);
      passwordRef.current?.focus();
      return;
    }
    setMissing(false);
    if (open === 'download') {
      if (await profile.downloadData(password)) close();
      else passwordRef.current?.focus();
      return;
    }
    const outcome = await profile.deleteAccount(password);
    if (outcome.kind === 'show') passwordRef.current?.focus();
    else act(outcome);
  };

  const passwordForm = (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {otherFailure ? <Alert tone="critical">{otherFailure}</Alert> : null}
        <TextField
          ref={passwordRef}
          label={t.passwordLabel}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (event.target.value !== '') setMissing(false);
          }}
          error={fieldError}
        />
      </Stack>
    </form>
  );

  return (
    <Card as="section" padding="xl" aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {t.title}
        </Heading>
        <Text>{t.downloadHelp}</Text>
        <div>
          <Button ref={downloadRef} type="button" variant="secondary" onClick={() => show('download')}>
            {t.download}
          </Button>
        </div>
        <Text>{t.deleteHelp}</Text>
        <div>
          <Button ref={deleteRef} type="button" variant="secondary" tone="critical" onClick={() => show('delete')}>
            {t.deleteAccount}
          </Button>
        </div>
      </Stack>
      <Modal
        open={open === 'download'}
        onClose={close}
        title={t.downloadTitle}
        description={t.downloadIntro}
        size="sm"
        initialFocusRef={passwordRef}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={close} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="button" loading={busy} onClick={() => void submit()}>
              {t.downloadConfirm}
            </Button>
          </>
        }
      >
        {passwordForm}
      </Modal>
      <ConfirmDialog
        open={open === 'delete'}
        title={t.deleteTitle}
        tone="critical"
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        loading={busy}
        onConfirm={() => void submit()}
        onCancel={close}
      >
        <Stack gap="md">
          <Text>{t.deleteGoes}</Text>
          <Text>{t.deleteStays}</Text>
          {passwordForm}
        </Stack>
      </ConfirmDialog>
    </Card>
  );
});
