import { toastMessages } from '@insight/api';
import { compareTexts, screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock } from 'fetch-mock';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ada, connectionOf, person, requestOf, traitProfileOf, traitScores } from '@insight/api/testing';
import {
  bobConnection,
  carolRequest,
  daveInvitation,
  listCalls,
  manyConnections,
  zoe,
  zoeConnection,
  zoeSharingMap,
  type Lists,
} from './connectionsData';
import { api, appAt, currentAddress, never, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Connections',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const atConnections = (lists: Lists, more?: (http: FetchMock) => void) =>
  appAt({
    path: '/connections',
    signedIn: true,
    settings: { featuredCatalogItemId: 1 },
    mock: (http) => {
      more?.(http);
      listCalls(lists)(http);
    },
  });

const loaded: Lists = { connections: [zoeConnection, bobConnection], sent: [carolRequest], received: [daveInvitation] };

const panel = (name: string) => screen.getByRole('region', { name });
const row = async (name: string) => screen.findByRole('listitem', { name });

async function ready(canvas: ReturnType<typeof within>) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: screenTexts.connectionsHeading }, { timeout: 15_000 }),
  ).toBeVisible();
}

/** No connections, no invitations: SPEC's two empty texts. */
export const Empty: Story = {
  args: { path: '/connections' },
  render: atConnections({}),
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByText(screenTexts.noConnections)).toBeVisible();
    await expect(canvas.getByText(screenTexts.noInvitations)).toBeVisible();
    await expect(canvas.getByRole('button', { name: screenTexts.inviteConnections })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Help: My Connections' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Help: Received Invitations' })).toBeVisible();
  },
};

/** Connections and a pending request by first name; an invitation to answer; the header badge. */
export const Loaded: Story = {
  args: { path: '/connections' },
  render: atConnections(loaded),
  play: async ({ canvas }) => {
    await ready(canvas);
    await row('Zoe Quinn');
    const mine = within(panel(screenTexts.myConnectionsPanel)).getByRole('list');
    await expect(
      within(mine)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bob Builder', 'Carol Singer', 'Zoe Quinn']);
    await expect(await row('Zoe Quinn')).toHaveTextContent(screenTexts.sharedGuidesActive(1, 'Zoe', 2));
    await expect(await row('Bob Builder')).toHaveTextContent('Shared guides: You (0) | Bob (0)');
    const carol = await row('Carol Singer');
    await expect(carol).toHaveTextContent('Pending');
    await expect(carol).toHaveTextContent('carol.singer@example.com');
    await expect(carol).toHaveTextContent(screenTexts.sharedGuidesPending(1));
    const dave = within(panel(screenTexts.receivedInvitationsPanel)).getByRole('listitem', { name: 'Dave Davis' });
    await expect(dave).toHaveTextContent('dave.davis@example.com');
    await expect(within(dave).getByRole('button', { name: /^Accept/ })).toBeVisible();
    await expect(within(dave).getByRole('button', { name: /^Reject/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connections, 1 pending invitation' })).toBeVisible();
  },
};

/** The lists have not answered yet: the loading overlay, no empty texts. */
export const Loading: Story = {
  args: { path: '/connections' },
  render: atConnections({}, (http) => http.get(api('/api/connection'), never())),
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
    await expect(canvas.queryByText(screenTexts.noConnections)).toBeNull();
  },
};

/** Only invitations waiting: a sent one (pending) and two received ones. */
export const Pending: Story = {
  args: { path: '/connections' },
  render: atConnections({
    sent: [carolRequest],
    received: [
      daveInvitation,
      requestOf({ id: 9, requester: person('user-eve', 'Eve', 'Adams'), firstName: 'Ada', lastName: 'L' }),
    ],
  }),
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(within(await row('Carol Singer')).getByRole('button', { name: /^Cancel/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connections, 2 pending invitations' })).toBeVisible();
  },
};

/** The lists cannot be had: SPEC §8's toast and an alert. */
export const LoadError: Story = {
  args: { path: '/connections' },
  render: atConnections({}, (http) =>
    http.get(api('/api/connection'), { status: 500, body: { status: 500, title: 'Error', error: 'Database down' } }),
  ),
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(
      await screen.findByText(toastMessages.connectionsLoadFail, { selector: '.toast-message' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database down');
  },
};

const longOne = person('user-long', 'Maximiliana-Alexandrina', 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh');

/** Long names and addresses wrap inside their rows. */
export const LongNames: Story = {
  args: { path: '/connections' },
  render: atConnections({
    connections: [connectionOf({ id: 40, me: ada, other: longOne, theirs: [] })],
    sent: [
      requestOf({
        id: 41,
        requester: ada,
        firstName: 'Bartholomew-Christopherson',
        lastName: 'Montgomery-Worthington-Smythe',
        email: 'bartholomew.christopherson.montgomery-worthington-smythe@an-exceptionally-long-domain.example.com',
      }),
    ],
    received: [requestOf({ id: 42, requester: longOne, firstName: 'Ada', lastName: 'Lovelace' })],
  }),
  play: async ({ canvas }) => {
    await ready(canvas);
    const long = await row('Bartholomew-Christopherson Montgomery-Worthington-Smythe');
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Twenty connections, by first name. */
export const ManyConnections: Story = {
  args: { path: '/connections' },
  render: atConnections({ connections: manyConnections(20) }),
  play: async ({ canvas }) => {
    await ready(canvas);
    await row('Amara Okafor');
    const names = within(within(panel(screenTexts.myConnectionsPanel)).getByRole('list'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent ?? '');
    await expect(names).toHaveLength(20);
    await expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  },
};

/** Remove asks first, in an alertdialog (focus on its Cancel). */
export const RemoveConfirm: Story = {
  args: { path: '/connections' },
  render: atConnections(loaded),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(within(await row('Zoe Quinn')).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove Zoe Quinn?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(ask).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** Remove confirmed: SPEC's toast, and the row goes. */
export const Removed: Story = {
  args: { path: '/connections' },
  render: atConnections(loaded, (http) => http.post(api('/api/connection/cancel/5'), 204)),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(within(await row('Zoe Quinn')).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove Zoe Quinn?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await expect(await screen.findByText(toastMessages.removeOk, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Zoe Quinn' })).toBeNull());
  },
};

/** Cancel of a pending request: asked, then SPEC's toast. */
export const Cancelled: Story = {
  args: { path: '/connections' },
  render: atConnections(loaded, (http) => http.post(api('/api/connectionrequest/cancel/7'), 204)),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(within(await row('Carol Singer')).getByRole('button', { name: /^Cancel/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel the invitation to Carol Singer?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel invitation' }));
    await expect(await screen.findByText(toastMessages.cancelOk, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Carol Singer' })).toBeNull());
  },
};

/** Accept: SPEC's toast; Dave moves to My Connections and the badge goes. */
export const Accepted: Story = {
  args: { path: '/connections' },
  render: atConnections({}, (http) => {
    let accepted = false;
    const daveConnection = connectionOf({ id: 12, me: ada, other: daveInvitation.requester.user, iAsked: false });
    http.post(api('/api/connectionrequest/accept/8'), () => {
      accepted = true;
      return 204;
    });
    http.get(api('/api/connection'), () => (accepted ? [daveConnection] : []));
    http.get(api('/api/connectionrequest/pending/recipient'), () => (accepted ? [] : [daveInvitation]));
  }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(within(await row('Dave Davis')).getByRole('button', { name: /^Accept/ }));
    await expect(await screen.findByText(toastMessages.acceptOk, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() =>
      expect(within(panel(screenTexts.myConnectionsPanel)).getByRole('listitem', { name: 'Dave Davis' })).toBeVisible(),
    );
    await expect(canvas.getByText(screenTexts.noInvitations)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connections' })).toBeVisible();
  },
};

/** Accept of an expired invitation: SPEC's text, and the received list is refreshed. */
export const AcceptExpired: Story = {
  args: { path: '/connections' },
  render: atConnections({}, (http) => {
    let refused = false;
    http.post(api('/api/connectionrequest/accept/8'), () => {
      refused = true;
      return { status: 410, body: { status: 410, title: 'Gone', error: 'This invitation is no longer pending.' } };
    });
    http.get(api('/api/connectionrequest/pending/recipient'), () => (refused ? [] : [daveInvitation]));
  }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(within(await row('Dave Davis')).getByRole('button', { name: /^Accept/ }));
    await expect(await screen.findByText(toastMessages.acceptFail, { selector: '.toast-message' })).toBeVisible();
    await expect(await canvas.findByText(screenTexts.noInvitations)).toBeVisible();
  },
};

/** Reject: SPEC's toast. */
export const Rejected: Story = {
  args: { path: '/connections' },
  render: atConnections(loaded, (http) => http.post(api('/api/connectionrequest/reject/8'), 204)),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(within(await row('Dave Davis')).getByRole('button', { name: /^Reject/ }));
    await expect(await screen.findByText(toastMessages.rejectOk, { selector: '.toast-message' })).toBeVisible();
    await expect(await canvas.findByText(screenTexts.noInvitations)).toBeVisible();
  },
};

/** The help of the My Connections panel. */
export const Help: Story = {
  args: { path: '/connections' },
  render: atConnections(loaded),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Help: My Connections' }));
    await expect(await screen.findByRole('dialog', { name: screenTexts.myConnectionsPanel })).toHaveTextContent(
      'Set Permissions',
    );
  },
};

/** Zoe and Ada share their Personal Maps with each other: Zoe's row has Compare (Bob's has not); it opens the compare view. */
export const CompareAvailable: Story = {
  args: { path: '/connections' },
  render: atConnections({ connections: [zoeSharingMap, bobConnection], sent: [carolRequest] }, (http) =>
    http.get(api(`/api/traits/compare/${zoe.id}`), {
      me: traitProfileOf(ada, traitScores.ada),
      them: traitProfileOf(zoe, traitScores.zoe),
    }),
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    const zoeRow = await row('Zoe Quinn');
    await expect(zoeRow).toHaveTextContent(screenTexts.sharedGuidesActive(1, 'Zoe', 2));
    await expect(within(await row('Bob Builder')).queryByRole('button', { name: /^Compare/ })).toBeNull();
    await expect(within(await row('Carol Singer')).queryByRole('button', { name: /^Compare/ })).toBeNull();
    const compare = within(zoeRow).getByRole('button', { name: compareTexts.actionLabel('Zoe Quinn') });
    await expect(compare).toHaveTextContent(compareTexts.action);
    await userEvent.click(compare);
    await expect(await canvas.findByRole('heading', { level: 1, name: compareTexts.heading })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/compare/user-zoe');
    await expect(await canvas.findByRole('list', { name: compareTexts.differencesHeading })).toBeVisible();
    // Back returns to the connections.
    await userEvent.click(canvas.getByRole('button', { name: compareTexts.back }));
    await expect(await canvas.findByRole('heading', { level: 1, name: screenTexts.connectionsHeading })).toBeVisible();
  },
};
