import { screenTexts } from '@insight/api';
import { Button, EmptyState, Select, Stack, vars } from '@insight/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { libraryTexts } from './texts';

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
