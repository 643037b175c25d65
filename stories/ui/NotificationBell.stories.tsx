import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InsightLocaleProvider, NotificationBell, Stack, Text, vars, type NotificationBellItem } from '@insight/ui';
// A link that stays on the story: following it is the app's business, not the bell's.
import { StayLink } from './header.fixtures';

/** The stories' clock: times are told from here, so the pictures never change. */
const NOW = Date.parse('2026-11-26T12:00:00Z');
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();

const onSelect = fn().mockName('onSelect');

const notices: NotificationBellItem[] = [
  {
    id: 'n4',
    text: 'Ann Lee now shares their Personal Map with you: compare your traits.',
    time: minutesAgo(2),
    unread: true,
    href: '/compare/user-ann',
    onSelect,
  },
  {
    id: 'n3',
    text: 'Bo Chen shared 3 guides with you: Career Guide, Sports Guide and Personal Guide.',
    time: minutesAgo(45),
    unread: true,
    href: '/home',
  },
  { id: 'n2', text: 'Ann Lee accepted your invitation.', time: minutesAgo(60 * 5), unread: true, href: '/connections' },
  { id: 'n1', text: 'Your invitation to Cy Park expires tomorrow.', time: minutesAgo(60 * 30), href: '/connections' },
];

/** The bell at the end of a bar, with room under it for the list (which hangs down from the bell's end). */
const inBar = (Story: () => ReactElement) => (
  <div style={{ minHeight: 460 }}>
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        padding: vars.space.sm,
        background: vars.color.surface,
        color: vars.color.text,
        borderBottom: `1px solid ${vars.color.border}`,
      }}
    >
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  tags: ['beta'],
  decorators: [inBar],
  args: { items: notices, now: NOW, linkComponent: StayLink, onOpenChange: fn().mockName('onOpenChange') },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    now: { control: false },
    unread: { control: { type: 'number', step: 1 } },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell, whatever its count. */
const bellOf = (root: HTMLElement) => within(root).getByRole('button', { name: /^Notifications/ });

export const Playground: Story = {};

/** The unread count: a badge on the bell, and in the button's name. */
export const WithUnread: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(within(bell).getByTestId('notification-bell-count')).toHaveTextContent('3');
  },
};

/** Nothing unread: no badge, and the name says no count. */
export const AllRead: Story = {
  args: { items: notices.map((notice) => ({ ...notice, unread: false })) },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(within(bell).queryByTestId('notification-bell-count')).not.toBeInTheDocument();
  },
};

/** Above 99 the badge reads 99+; the name keeps the real count. */
export const ManyUnread: Story = {
  args: { unread: 128 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 128 unread' });
    await expect(within(bell).getByTestId('notification-bell-count')).toHaveTextContent('99+');
  },
};

/**
 * Opened from the keyboard: Tab to the bell, Enter. Focus moves to the newest notice; each is a link named by
 * its sentence and when it happened; Tab walks them in order.
 */
export const OpenWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const bell = bellOf(canvasElement);
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const list = canvas.getByRole('group', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('aria-controls', list.id);
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await waitFor(() => expect(links[0]).toHaveFocus());
    await expect(links[0]).toHaveAccessibleName(
      'Unread: Ann Lee now shares their Personal Map with you: compare your traits. 2 minutes ago',
    );
    await expect(links[3]).toHaveAccessibleName('Your invitation to Cy Park expires tomorrow. yesterday');
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** Escape closes the list and gives focus back to the bell (drawn with its focus ring). */
export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bell = bellOf(canvasElement);
    bell.focus();
    await userEvent.keyboard(' ');
    const list = canvas.getByRole('group', { name: 'Notifications' });
    await expect(list).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toHaveFocus();
    await expect(list).not.toBeVisible();
  },
};

/** A press outside closes it; focus goes back to the bell (the press gave it to nothing else). */
export const ClickOutsideCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bell = bellOf(canvasElement);
    await userEvent.click(bell);
    await expect(canvas.getByRole('group', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(canvasElement);
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** Choosing a notice calls its onSelect, closes the list and gives focus back to the bell. */
export const ChooseCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    onSelect.mockClear();
    const bell = bellOf(canvasElement);
    await userEvent.click(bell);
    await userEvent.click(canvas.getByRole('link', { name: /Ann Lee now shares/ }));
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toHaveFocus();
  },
};

/** No notice yet: the list says so, and takes the focus itself. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const list = canvas.getByRole('group', { name: 'Notifications' });
    await waitFor(() => expect(list).toHaveFocus());
    await expect(list).toHaveAccessibleDescription('No notifications yet');
  },
};

/**
 * A note above the list: e.g. the list could not be refreshed, what shows is from before. Rendered open, the
 * list takes the focus as it does when opened (its first notice), and the picture shows that focus.
 */
export const WithMessage: Story = {
  args: { defaultOpen: true, message: 'Could not refresh your notifications. Showing what was there before.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Could not refresh/)).toBeVisible();
    const list = canvas.getByRole('group', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveFocus());
  },
};

/** In another language: the words from the provider, the times in its locale. */
export const OtherLanguage: Story = {
  decorators: [
    (Story) => (
      <InsightLocaleProvider
        locale="de-DE"
        strings={{
          notificationsButton: (n) => (n > 0 ? `Mitteilungen, ${n} ungelesen` : 'Mitteilungen'),
          notificationsTitle: 'Mitteilungen',
          noNotifications: 'Noch keine Mitteilungen',
          unread: 'Ungelesen',
        }}
      >
        <Story />
      </InsightLocaleProvider>
    ),
  ],
  args: {
    items: [
      { id: 'd2', text: 'Ann Lee hat deine Einladung angenommen.', time: minutesAgo(5), unread: true, href: '/c' },
      { id: 'd1', text: 'Deine Einladung an Cy Park läuft morgen ab.', time: minutesAgo(60 * 30), href: '/c' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mitteilungen, 1 ungelesen' }));
    const list = canvas.getByRole('group', { name: 'Mitteilungen' });
    await expect(
      within(list).getByRole('link', { name: 'Ungelesen: Ann Lee hat deine Einladung angenommen. vor 5 Minuten' }),
    ).toBeVisible();
    await expect(within(list).getByText('gestern')).toBeVisible();
  },
};

/** Closed bells (0, 3, 128 unread) and one open list; drawn on a phone and in the dark theme too. */
export const All: Story = {
  decorators: [
    (Story) => (
      <Stack gap="md">
        <Stack direction="row" gap="lg" align="center">
          <Text size="sm">0, 3, 128 unread:</Text>
          <NotificationBell items={[]} now={NOW} />
          <NotificationBell items={notices} now={NOW} />
          <NotificationBell items={notices} unread={128} now={NOW} />
        </Stack>
        <Story />
      </Stack>
    ),
  ],
  args: { defaultOpen: true },
};
