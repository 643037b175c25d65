import { SCROLL_TOP_THRESHOLD_PX } from '@insight/api';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Heading,
  HelpDialog,
  Link,
  onTouch,
  Page,
  PersonRow,
  ScrollToTop,
  Stack,
  TOUCH_TARGET,
  vars,
} from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { circlePath, comparePath } from '../../routes/paths';
import { useEntry } from '../../routes/outcomeRouting';
import { HrefLink } from '../../routes/RouterLink';
import type { ConnectionEntry } from '../../stores/ConnectionsStore';
import { useStores } from '../../stores/StoreContext';
import { AddressNotice } from '../address/AddressNotice';
import { assetUrl } from '../library/assets';
import { InviteDialog } from './InviteDialog';
import { SharingDialog } from './SharingDialog';
import { circleTexts, compareTexts, screenTexts, connectionTexts as t } from '../../texts';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  gap: ${vars.space.xl};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  flex-wrap: wrap;

  /* A longer language's action (German 'Verbindungen einladen') on a narrow phone: its words wrap in the button
     instead of running out of the card (Screens/In Other Languages, the pseudo-locale at 320 px). */
  & > button {
    max-width: 100%;
    height: auto;
    min-height: ${vars.size.controlHeight};
    white-space: normal;
  }
  /* On a touch screen the button keeps the ui's 44 px target (Button's own rule, which the one above outweighs). */
  ${onTouch} {
    & > button {
      min-height: ${TOUCH_TARGET};
    }
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
`;

const fullName = (entry: { firstName: string; lastName: string }) => `${entry.firstName} ${entry.lastName}`.trim();

/** What the confirmation dialog asks about: removing a connection or cancelling a request. */
type Confirming = { kind: 'connection' | 'request'; id: number; firstName: string; name: string };

/**
 * /connections (SPEC §2 'Build My Connections'): 'My Connections' (Invite Connections, help,
 * connections and pending sent requests by first name) and 'Received Invitations' (Accept,
 * Reject, help), with the invite and sharing dialogs and the remove/cancel confirmations. A
 * connection who shares their Personal Map both ways has Compare.
 */
export const ConnectionsScreen = observer(function ConnectionsScreen() {
  const { connections, sharing, settings } = useStores();
  const navigate = useNavigate();
  const mineId = useId();
  const receivedId = useId();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const images = settings.values.profileImagePath;

  useEntry(() => connections.enter());

  const entries = connections.entries;
  const received = connections.receivedRequests;

  const confirm = async () => {
    if (!confirming) return;
    const { kind, id } = confirming;
    if (kind === 'connection') await connections.remove(id);
    else await connections.cancel(id);
    setConfirming(null);
  };

  const row = (entry: ConnectionEntry) => {
    const name = fullName(entry);
    const setPermissions = (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${t.setPermissions}: ${name}`}
        onClick={() => sharing.open(entry.kind, entry.id)}
      >
        {t.setPermissions}
      </Button>
    );
    if (entry.kind === 'connection') {
      return (
        <PersonRow
          key={entry.key}
          name={name}
          picture={assetUrl(images, entry.picture)}
          details={[entry.userName, screenTexts.sharedGuidesActive(entry.mine, entry.firstName, entry.theirs)]}
          actions={
            <>
              {entry.canCompare ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={compareTexts.actionLabel(name)}
                  onClick={() => navigate(comparePath(entry.userId))}
                >
                  {compareTexts.action}
                </Button>
              ) : null}
              {setPermissions}
              <Button
                tone="critical"
                size="sm"
                aria-label={`${t.remove}: ${name}`}
                onClick={() => setConfirming({ kind: 'connection', id: entry.id, firstName: entry.firstName, name })}
              >
                {t.remove}
              </Button>
            </>
          }
        />
      );
    }
    return (
      <PersonRow
        key={entry.key}
        name={name}
        status={entry.status === 'pending' ? t.pending : entry.status}
        details={[entry.email, screenTexts.sharedGuidesPending(entry.mine)]}
        actions={
          <>
            {setPermissions}
            <Button
              tone="critical"
              size="sm"
              aria-label={`${t.cancel}: ${name}`}
              onClick={() => setConfirming({ kind: 'request', id: entry.id, firstName: entry.firstName, name })}
            >
              {t.cancel}
            </Button>
          </>
        }
      />
    );
  };

  return (
    <Page
      title={screenTexts.connectionsHeading}
      width="wide"
      actions={
        <Link as={HrefLink} href={circlePath()}>
          {circleTexts.action}
        </Link>
      }
    >
      <AddressNotice />
      {connections.error && !connections.loaded ? <Alert tone="critical">{connections.error}</Alert> : null}
      <Panels>
        <Card as="section" padding="xl" aria-labelledby={mineId}>
          <Stack gap="lg">
            <PanelHead>
              <Stack direction="row" gap="sm" align="center">
                <Heading level={2} id={mineId}>
                  {screenTexts.myConnectionsPanel}
                </Heading>
                <HelpDialog title={screenTexts.myConnectionsPanel}>{t.myConnectionsHelp}</HelpDialog>
              </Stack>
              <Button leadingIcon="user" onClick={() => setInviting(true)}>
                {screenTexts.inviteConnections}
              </Button>
            </PanelHead>
            {entries.length > 0 ? (
              <List aria-label={t.listLabel}>{entries.map(row)}</List>
            ) : connections.loaded ? (
              <EmptyState icon="user" message={screenTexts.noConnections} />
            ) : null}
          </Stack>
        </Card>
        <Card as="section" padding="xl" aria-labelledby={receivedId}>
          <Stack gap="lg">
            <PanelHead>
              <Stack direction="row" gap="sm" align="center">
                <Heading level={2} id={receivedId}>
                  {screenTexts.receivedInvitationsPanel}
                </Heading>
                <HelpDialog title={screenTexts.receivedInvitationsPanel}>{t.receivedHelp}</HelpDialog>
              </Stack>
            </PanelHead>
            {received.length > 0 ? (
              <List aria-label={t.receivedListLabel}>
                {received.map((request) => {
                  const user = request.requester.user;
                  const name = fullName(user);
                  return (
                    <PersonRow
                      key={request.id}
                      name={name}
                      picture={assetUrl(images, user.profilePicture)}
                      details={[user.userName]}
                      actions={
                        <>
                          <Button
                            size="sm"
                            aria-label={`${t.accept}: ${name}`}
                            onClick={() => void connections.accept(request.id)}
                          >
                            {t.accept}
                          </Button>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`${t.reject}: ${name}`}
                            onClick={() => void connections.reject(request.id)}
                          >
                            {t.reject}
                          </Button>
                        </>
                      }
                    />
                  );
                })}
              </List>
            ) : connections.loaded ? (
              <EmptyState icon="info" message={screenTexts.noInvitations} />
            ) : null}
          </Stack>
        </Card>
      </Panels>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <SharingDialog />
      <ConfirmDialog
        open={confirming !== null}
        tone="critical"
        title={confirming?.kind === 'request' ? t.cancelTitle(confirming.name) : t.removeTitle(confirming?.name ?? '')}
        confirmLabel={confirming?.kind === 'request' ? t.cancelInvitation : t.remove}
        cancelLabel={confirming?.kind === 'request' ? t.keep : t.cancel}
        loading={connections.updating.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.kind === 'request' ? t.cancelBody : t.removeBody(confirming?.firstName ?? '')}
      </ConfirmDialog>
      <ScrollToTop threshold={SCROLL_TOP_THRESHOLD_PX} />
    </Page>
  );
});
