import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InsightLocaleProvider } from '../../theme/locale';
import { NotificationBell, type NotificationBellItem } from './NotificationBell';

const now = Date.parse('2026-11-26T12:00:00Z');
const minutesAgo = (n: number) => new Date(now - n * 60_000).toISOString();

const items: NotificationBellItem[] = [
  { id: 'n3', text: 'Ann Lee accepted your invitation.', time: minutesAgo(5), unread: true, href: '/connections' },
  { id: 'n2', text: 'Bo Chen shared Career Guide with you.', time: minutesAgo(120), unread: true, href: '/home' },
  { id: 'n1', text: 'Your invitation to Cy Park expires tomorrow.', time: minutesAgo(60 * 26), href: '/connections' },
];

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('names the button by its unread count; no badge at 0', () => {
    const { rerender } = render(<NotificationBell items={items} now={now} />);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(screen.getByTestId('notification-bell-count')).toHaveTextContent('2');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    rerender(<NotificationBell items={items} unread={0} now={now} />);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('notification-bell-count')).not.toBeInTheDocument();
    rerender(<NotificationBell items={items} unread={250} now={now} />);
    expect(screen.getByTestId('notification-bell-count')).toHaveTextContent('99+');
    expect(bell()).toHaveAccessibleName('Notifications, 250 unread');
  });

  it('opens the list from the keyboard: focus on the first notice, each a link named by its sentence and time', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<NotificationBell items={items} now={now} onOpenChange={onOpenChange} />);
    await user.tab();
    expect(bell()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const list = screen.getByRole('group', { name: 'Notifications' });
    expect(bell()).toHaveAttribute('aria-controls', list.id);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Ann Lee accepted your invitation.5 minutes ago',
      'Unread: Bo Chen shared Career Guide with you.2 hours ago',
      'Your invitation to Cy Park expires tomorrow.yesterday',
    ]);
    expect(links[0]).toHaveFocus();
    expect(links[0]).toHaveAttribute('href', '/connections');
    expect(within(links[0]).getByText('5 minutes ago')).toHaveAttribute('datetime', minutesAgo(5));
    // Tab moves through the notices in order.
    await user.tab();
    expect(links[1]).toHaveFocus();
  });

  it('Escape closes the list and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    render(<NotificationBell items={items} now={now} />);
    await user.click(bell());
    expect(screen.getByRole('group', { name: 'Notifications' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('a press outside closes it and gives focus back to the bell; tabbing out closes it where focus went', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NotificationBell items={items} now={now} />
        <p>Elsewhere</p>
        <button type="button">Next</button>
      </>,
    );
    await user.click(bell());
    await user.click(screen.getByText('Elsewhere'));
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(bell()).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a notice calls its onSelect, closes the list and returns focus', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<NotificationBell items={[{ id: 'b', text: 'Something happened.', time: now, onSelect }]} now={now} />);
    await user.click(bell());
    const item = screen.getByRole('button', { name: 'Something happened. now' });
    await user.click(item);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });

  it('an empty list says so and takes the focus itself', async () => {
    const user = userEvent.setup();
    render(<NotificationBell items={[]} now={now} />);
    await user.click(bell());
    const list = screen.getByRole('group', { name: 'Notifications' });
    expect(list).toHaveFocus();
    expect(list).toHaveAccessibleDescription('No notifications yet');
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it('speaks the provider’s locale; its own props win', async () => {
    const user = userEvent.setup();
    render(
      <InsightLocaleProvider
        locale="de-DE"
        strings={{
          notificationsButton: (n) => (n > 0 ? `Mitteilungen, ${n} ungelesen` : 'Mitteilungen'),
          notificationsTitle: 'Mitteilungen',
          noNotifications: 'Noch keine Mitteilungen',
          unread: 'Ungelesen',
        }}
      >
        <NotificationBell items={items.slice(0, 1)} now={now} />
        <NotificationBell items={[]} now={now} emptyMessage="Nichts Neues" heading="Neuigkeiten" />
      </InsightLocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Mitteilungen, 1 ungelesen' }));
    expect(
      screen.getByRole('link', { name: 'Ungelesen: Ann Lee accepted your invitation. vor 5 Minuten' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mitteilungen' }));
    expect(screen.getByRole('group', { name: 'Neuigkeiten' })).toHaveAccessibleDescription('Nichts Neues');
  });

  it('controlled: shows what `open` says and reports the wish to change it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<NotificationBell items={items} now={now} open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('group', { name: 'Notifications' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('group', { name: 'Notifications' })).toBeVisible();
  });
});
