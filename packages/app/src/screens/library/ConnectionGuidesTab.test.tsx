import '../../test/setup';
import { InsightProvider } from '@insight/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionGuidesTab, type ConnectionGuideChoice } from './ConnectionGuidesTab';

const connections: ConnectionGuideChoice[] = [
  { id: '7', name: 'Bob Builder', guides: [{ reportId: 101, reportName: 'My Personal Map' }] },
  { id: '8', name: 'Carol Singer', guides: [] },
];

describe('ConnectionGuidesTab (SPEC §2, §5)', () => {
  it('enables the guide selector once a connection is picked, and View once both are', async () => {
    const onView = vi.fn();
    render(
      <InsightProvider>
        <ConnectionGuidesTab connections={connections} onView={onView} />
      </InsightProvider>,
    );
    const user = userEvent.setup();
    const guide = screen.getByRole('combobox', { name: 'Guide' });
    expect(guide).toBeDisabled();
    expect(screen.queryByText(/You do not have any connections/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), 'Bob Builder');
    expect(guide).toBeEnabled();
    expect(screen.getByRole('button', { name: 'View' })).toBeDisabled();
    await user.selectOptions(guide, 'My Personal Map');
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith('7', 101);
  });

  it('says when the selected person shares nothing', async () => {
    render(
      <InsightProvider>
        <ConnectionGuidesTab connections={connections} onView={vi.fn()} />
      </InsightProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), 'Carol Singer');
    expect(screen.getByText('The selected user is not currently sharing any guides with you.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Guide' })).toBeDisabled();
  });

  it('offers Compare for a connection who shares the Personal Map both ways', async () => {
    const onCompare = vi.fn();
    render(
      <InsightProvider>
        <ConnectionGuidesTab
          connections={[...connections, { id: '9', name: 'Eve Ng', guides: [], canCompare: true }]}
          onView={vi.fn()}
          onCompare={onCompare}
        />
      </InsightProvider>,
    );
    const user = userEvent.setup();
    const connection = screen.getByRole('combobox', { name: 'Connection' });
    await user.selectOptions(connection, 'Bob Builder');
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    await user.selectOptions(connection, 'Eve Ng');
    await user.click(screen.getByRole('button', { name: 'Compare with Eve Ng' }));
    expect(onCompare).toHaveBeenCalledWith('9');
  });
});
