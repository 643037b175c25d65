import { ConnectionRequestPayload } from '@insight/api';
import { Alert, Button, Collapsible, FormField, Stack, TextField, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useForm } from '../../forms/useForm';
import { legalTitles, PrivacyPolicy } from '../../legal';
import { useStores } from '../../stores/StoreContext';
import { connectionTexts as t } from '../../texts';

type InviteValues = { firstName: string; lastName: string; email: string; message: string };
const empty: InviteValues = { firstName: '', lastName: '', email: '', message: '' };

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

/** The native textarea, drawn like the ui package's text fields. */
const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: none;
    border-color: ${vars.color.focus};
    box-shadow: ${vars.shadow.focus};
  }
`;

export interface InviteFormProps {
  /** After the request is created (the sharing dialog opens on it). */
  onInvited?: () => void;
  /** The tab's form has Clear, which resets its fields (SPEC §5). */
  clearable?: boolean;
  /** A button beside Send (the dialog's Cancel). */
  secondaryAction?: ReactNode;
  /** The first field (the dialog moves focus there when it opens). */
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * SPEC §2 Invite dialog and Invite tab: first name, last name, email and an optional message,
 * Send (disabled while the form is invalid, SPEC §5), the error alert, and the collapsible
 * privacy policy. A field's message shows once it has been left after typing.
 */
export const InviteForm = observer(function InviteForm({
  onInvited,
  clearable = false,
  secondaryAction,
  firstFieldRef,
}: InviteFormProps) {
  const { connections, sharing, settings } = useStores();
  const form = useForm(ConnectionRequestPayload, empty, { showOnBlur: true });

  // A form starts without the error of an earlier attempt.
  useEffect(() => {
    connections.resetInvite();
  }, [connections]);

  const submit = form.handleSubmit(async (values) => {
    if (await sharing.invite(values)) {
      form.reset();
      onInvited?.();
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t.inviteFormLabel}>
      <Stack gap="lg">
        {connections.inviting.error ? <Alert tone="critical">{connections.inviting.error}</Alert> : null}
        <NameRow>
          <TextField ref={firstFieldRef} label={t.firstName} autoComplete="off" required {...form.field('firstName')} />
          <TextField label={t.lastName} autoComplete="off" required {...form.field('lastName')} />
        </NameRow>
        <TextField label={t.email} type="email" autoComplete="off" required {...form.field('email')} />
        <FormField label={t.message} hint={t.messageHint} error={form.errorOf('message')}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              value={form.values.message}
              onChange={(event) => form.setValue('message', event.target.value)}
              onBlur={() => form.blur('message')}
            />
          )}
        </FormField>
        <Collapsible title={legalTitles.privacy}>
          <PrivacyPolicy appName={settings.appName} contactEmail={settings.contactEmail} headingLevel={3} />
        </Collapsible>
        <Actions>
          {secondaryAction}
          {clearable ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                form.reset();
                connections.resetInvite();
              }}
            >
              {t.clear}
            </Button>
          ) : null}
          <Button type="submit" disabled={!form.isValid} loading={connections.inviting.isLoading}>
            {t.send}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
});
