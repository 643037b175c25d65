import { AddressNotice } from '../address/AddressNotice';
import { toastMessages } from '@insight/api';
import { Alert, Button, EmptyState, Select, Stack, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { comparePath, guidePath } from '../../routes/paths';
import type { ConnectionGuides } from '../../stores/ConnectionViews';
import { useStores } from '../../stores/StoreContext';
import { compareTexts, screenTexts, libraryTexts } from '../../texts';

export interface ConnectionGuidesTabProps {
  /** Each connection with the guides they share with the person (ConnectionsStore.guideChoices). */
  connections: readonly ConnectionGuides[];
  /** View: both a connection and a guide are picked (SPEC §5). */
  onView: (connection: ConnectionGuides, reportId: number) => void;
  /** Compare: the picked connection's traits beside mine. */
  onCompare?: (connection: ConnectionGuides) => void;
}

/** The other party's first and last name. */
const nameOf = (connection: ConnectionGuides) => `${connection.firstName} ${connection.lastName}`.trim();

const Pickers = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${vars.space.lg};
  align-items: end;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * SPEC §2 My Connection's Guides: a connection selector, a guide selector (disabled without a
 * connection or shared guides) and View; the messages for no connections and for a connection
 * who shares nothing. Compare shows for a connection who shares their Personal Map with
 * the person, and the person theirs with them.
 */
export function ConnectionGuidesTab({ connections, onView, onCompare }: ConnectionGuidesTabProps) {
  // The pickers' values are text (a select's); the ids behind them are the connection's and the report's.
  const [connectionId, setConnectionId] = useState('');
  const [reportId, setReportId] = useState('');
  const connection = connections.find((entry) => String(entry.id) === connectionId);
  const guides = connection?.guides ?? [];
  const canView = connection !== undefined && guides.some((guide) => String(guide.reportId) === reportId);
  return (
    <Stack gap="xl">
      <Pickers>
        <Select
          label={libraryTexts.connectionLabel}
          options={connections.map((entry) => ({ value: String(entry.id), label: nameOf(entry) }))}
          value={connectionId}
          onValueChange={(value) => {
            setConnectionId(value);
            setReportId('');
          }}
        />
        <Select
          label={libraryTexts.guideLabel}
          options={guides.map((guide) => ({ value: String(guide.reportId), label: guide.reportName }))}
          value={reportId}
          disabled={!connection || guides.length === 0}
          onValueChange={setReportId}
        />
        <Stack direction="row" gap="md" wrap>
          <Button disabled={!canView} onClick={() => connection && onView(connection, Number(reportId))}>
            {libraryTexts.viewConnectionGuide}
          </Button>
          {connection?.canCompare && onCompare ? (
            <Button
              variant="secondary"
              aria-label={compareTexts.actionLabel(nameOf(connection))}
              onClick={() => onCompare(connection)}
            >
              {compareTexts.action}
            </Button>
          ) : null}
        </Stack>
      </Pickers>
      {connections.length === 0 ? <EmptyState icon="user" message={screenTexts.noConnectionsLibrary} /> : null}
      {connection && guides.length === 0 ? <EmptyState icon="info" message={screenTexts.notSharing} /> : null}
    </Stack>
  );
}

/**
 * The tab over the stores: the person's connections (loaded when the tab is first shown) with
 * the guides each shares; View opens the guide as its owner shares it (SPEC §2 Report view), at
 * its own address; Compare opens the compare view.
 */
export const ConnectionGuidesPanel = observer(function ConnectionGuidesPanel({ active }: { active: boolean }) {
  const { connections } = useStores();
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!active || asked) return;
    setAsked(true);
    void connections.loadConnections();
  }, [active, asked, connections]);
  const choices = connections.guideChoices;
  // Until the list has answered, say nothing (the layout's loading overlay shows).
  if (!asked || (connections.isLoading && choices.length === 0)) return null;
  if (connections.error && choices.length === 0) {
    return <Alert tone="critical">{toastMessages.connectionsLoadFail}</Alert>;
  }
  return (
    <Stack gap="lg">
      <AddressNotice />
      <ConnectionGuidesTab
        connections={choices}
        onView={(connection, reportId) => navigate(guidePath(reportId, connection.ownerId))}
        onCompare={(connection) => navigate(comparePath(connection.ownerId))}
      />
    </Stack>
  );
});
