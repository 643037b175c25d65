import '../../test/setup';
import { InsightProvider } from '@insight/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionGuides } from '../../stores/ConnectionViews';
import { ConnectionGuidesTab } from './ConnectionGuidesTab';

const person = (id: number, firstName: string, lastName: string, more: Partial<ConnectionGuides> = {}) => ({
  id,
  ownerId: `user-${id}`,
  firstName,
  lastName,
  guides: [],
  canCompare: false,
  ...more,
});
const connections: ConnectionGuides[] = [
  person(7, 'Bob', 'Builder', { guides: [{ reportId: 101, reportName: 'My Personal Map' }] }),
  person(8, 'Carol', 'Singer'),
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
    expect(onView).toHaveBeenCalledWith(connections[0], 101);
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
    const eve = person(9, 'Eve', 'Ng', { canCompare: true });
    render(
      <InsightProvider>
        <ConnectionGuidesTab connections={[...connections, eve]} onView={vi.fn()} onCompare={onCompare} />
      </InsightProvider>,
    );
    const user = userEvent.setup();
    const connection = screen.getByRole('combobox', { name: 'Connection' });
    await user.selectOptions(connection, 'Bob Builder');
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    await user.selectOptions(connection, 'Eve Ng');
    await user.click(screen.getByRole('button', { name: 'Compare with Eve Ng' }));
    expect(onCompare).toHaveBeenCalledWith(eve);
  });
});
