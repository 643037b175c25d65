import { toastMessages } from '@insight/api';
import { Alert, Button, EmptyState, Select, Stack, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useStores } from '../../stores/StoreContext';
import { screenTexts, libraryTexts } from '../../texts';

/** A connection and the guides they share with the person (from the connections work). */
export interface ConnectionGuideChoice {
  /** The connection's id. */
  id: string;
  /** The other party's first and last name. */
  name: string;
  guides: { reportId: number; reportName: string }[];
}

export interface ConnectionGuidesTabProps {
  connections: readonly ConnectionGuideChoice[];
  /** View: both a connection and a guide are picked (SPEC §5). */
  onView: (connectionId: string, reportId: number) => void;
}

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
 * who shares nothing.
 */
export function ConnectionGuidesTab({ connections, onView }: ConnectionGuidesTabProps) {
  const [connectionId, setConnectionId] = useState('');
  const [reportId, setReportId] = useState('');
  const connection = connections.find((entry) => entry.id === connectionId);
  const guides = connection?.guides ?? [];
  const canView = connection !== undefined && guides.some((guide) => String(guide.reportId) === reportId);
  return (
    <Stack gap="xl">
      <Pickers>
        <Select
          label={libraryTexts.connectionLabel}
          options={connections.map((entry) => ({ value: entry.id, label: entry.name }))}
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
        <Button disabled={!canView} onClick={() => onView(connectionId, Number(reportId))}>
          {libraryTexts.viewConnectionGuide}
        </Button>
      </Pickers>
      {connections.length === 0 ? <EmptyState icon="user" message={screenTexts.noConnectionsLibrary} /> : null}
      {connection && guides.length === 0 ? <EmptyState icon="info" message={screenTexts.notSharing} /> : null}
    </Stack>
  );
}

/**
 * The tab over the stores: the person's connections (loaded when the tab is first shown) with
 * the guides each shares; View opens the guide as its owner shares it (SPEC §2 Report view).
 */
export const ConnectionGuidesPanel = observer(function ConnectionGuidesPanel({ active }: { active: boolean }) {
  const { connections, library } = useStores();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!active || asked) return;
    setAsked(true);
    void connections.loadConnections();
  }, [active, asked, connections]);
  const choices: ConnectionGuideChoice[] = connections.guideChoices.map((choice) => ({
    id: String(choice.id),
    name: `${choice.firstName} ${choice.lastName}`.trim(),
    guides: choice.guides,
  }));
  // Until the list has answered, say nothing (the layout's loading overlay shows).
  if (!asked || (connections.isLoading && choices.length === 0)) return null;
  if (connections.error && choices.length === 0) {
    return <Alert tone="danger">{toastMessages.connectionsLoadFail}</Alert>;
  }
  return (
    <ConnectionGuidesTab
      connections={choices}
      onView={(connectionId, reportId) => void library.openConnectionReport(Number(connectionId), reportId)}
    />
  );
});
