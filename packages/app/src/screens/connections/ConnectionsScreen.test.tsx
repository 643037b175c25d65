import '../../test/setup';
import { ApiError, STORAGE_KEYS, type ApiClient, type Connection, type ConnectionRequest } from '@insight/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_ID, catalogItems, connectionOf, person, reports, requestOf } from '@insight/api/testing';
import { aliceUser } from '../../test/fakeEnv';
import { renderScreen } from '../../test/render';
import { ConnectionsScreen } from './ConnectionsScreen';

// Typing into forms on two shared cores can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const me = person(aliceUser.id, 'Alice', 'Liddell');
const zoe = person('user-zoe', 'Zoe', 'Quinn', 'zoe.png');
const bob = person('user-bob', 'Bob', 'Builder');
const zoeConnection = connectionOf({
  id: 5,
  me,
  other: zoe,
  mine: [reports.map],
  theirs: [reports.career, reports.leadership],
});
const bobConnection = connectionOf({ id: 6, me, other: bob, iAsked: false });
const carolRequest = requestOf({ id: 7, requester: me, firstName: 'Carol', lastName: 'Singer', shared: [reports.map] });
const daveInvite = requestOf({
  id: 8,
  requester: person('user-dave', 'Dave', 'Davis'),
  firstName: 'Alice',
  lastName: 'L',
});

interface Lists {
  connections?: Connection[];
  sent?: ConnectionRequest[];
  received?: ConnectionRequest[];
}

function renderConnections({ connections = [], sent = [], received = [] }: Lists = {}, api: Partial<ApiClient> = {}) {
  const calls = {
    listConnections: vi.fn(async () => connections),
    listSentRequests: vi.fn(async () => sent),
    listReceivedRequests: vi.fn(async () => received),
    listCatalogItems: vi.fn(async () => catalogItems),
    ...api,
  };
  const view = renderScreen({
    path: '/connections',
    route: '/connections',
    screen: <ConnectionsScreen />,
    storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    settings: { featuredCatalogItemId: FEATURED_ID },
    api: calls,
  });
  return { ...view, calls };
}

const panel = (name: string) => screen.getByRole('region', { name });
const rowOf = (name: string) => screen.getByRole('listitem', { name });

describe('Connections screen (SPEC §2)', () => {
  it('Compare is on the row of a connection sharing the Personal Map both ways, and opens the compare view', async () => {
    const eve = person('user-eve', 'Eve', 'Ng');
    const eveConnection = connectionOf({ id: 9, me, other: eve, mine: [reports.map], theirs: [reports.map] });
    const view = renderConnections({ connections: [zoeConnection, eveConnection], sent: [carolRequest] });
    await screen.findByRole('listitem', { name: 'Eve Ng' });
    // Zoe does not share her map with Alice; a pending request cannot compare either.
    expect(within(rowOf('Zoe Quinn')).queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    expect(within(rowOf('Carol Singer')).queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    const compare = within(rowOf('Eve Ng')).getByRole('button', { name: 'Compare with Eve Ng' });
    expect(compare).toHaveTextContent('Compare');
    await userEvent.click(compare);
    await waitFor(() => expect(view.currentLocation()).toBe('/compare/user-eve'));
  });

  it("shows 'Build My Connections' with both panels, sorted rows and SPEC's shared-guides lines", async () => {
    renderConnections({ connections: [zoeConnection, bobConnection], sent: [carolRequest], received: [daveInvite] });
    expect(screen.getByRole('heading', { level: 1, name: 'Build My Connections' })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Zoe Quinn' });
    const mine = within(panel('My Connections')).getByRole('list');
    expect(
      within(mine)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bob Builder', 'Carol Singer', 'Zoe Quinn']);
    const zoeRow = rowOf('Zoe Quinn');
    expect(zoeRow).toHaveTextContent('Shared guides: You (1) | Zoe (2)');
    expect(zoeRow).toHaveTextContent(zoe.userName);
    expect(within(zoeRow).getByRole('img', { name: 'Zoe Quinn' })).toHaveAttribute('src', 'zoe.png');
    expect(within(zoeRow).getByRole('button', { name: /^Set Permissions/ })).toBeInTheDocument();
    expect(within(zoeRow).getByRole('button', { name: /^Remove/ })).toBeInTheDocument();
    // No picture: the default icon.
    expect(within(rowOf('Bob Builder')).getByRole('img', { name: 'Bob Builder' }).tagName.toLowerCase()).toBe('svg');
    expect(rowOf('Bob Builder')).toHaveTextContent('Shared guides: You (0) | Bob (0)');
    const carol = rowOf('Carol Singer');
    expect(carol).toHaveTextContent('Pending');
    expect(carol).toHaveTextContent('carol@example.com');
    expect(carol).toHaveTextContent('Shared guides: You (1)');
    expect(carol).not.toHaveTextContent('|');
    expect(within(carol).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    const dave = within(panel('Received Invitations')).getByRole('listitem', { name: 'Dave Davis' });
    expect(dave).toHaveTextContent('dave.davis@example.com');
    expect(within(dave).getByRole('button', { name: /^Accept/ })).toBeInTheDocument();
    expect(within(dave).getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
  });

  it("shows SPEC's empty texts", async () => {
    renderConnections();
    expect(
      await screen.findByText('You do not have any connections. Click Invite Connections to get started.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You have no new invitations. Grow your community by clicking Invite Connections!'),
    ).toBeInTheDocument();
  });

  it('has a help dialog for each panel', async () => {
    renderConnections();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help: My Connections' }));
    expect(await screen.findByRole('dialog', { name: 'My Connections' })).toHaveTextContent('Set Permissions');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Help: Received Invitations' }));
    expect(await screen.findByRole('dialog', { name: 'Received Invitations' })).toHaveTextContent('Accept');
  });

  it('a failed load toasts SPEC text', async () => {
    renderConnections(
      {},
      { listConnections: vi.fn().mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'x' })) },
    );
    expect(
      await screen.findByText('There was a problem getting your connections. Please refresh the page'),
    ).toBeInTheDocument();
  });

  it('Accept: SPEC toast, and the person moves to My Connections', async () => {
    const listConnections = vi.fn(async () => [] as Connection[]);
    const listReceivedRequests = vi.fn(async () => [daveInvite]);
    const acceptRequest = vi.fn(async () => undefined);
    renderConnections({}, { listConnections, listReceivedRequests, acceptRequest });
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Dave Davis' });
    listConnections.mockResolvedValue([
      connectionOf({ id: 9, me, other: person('user-dave', 'Dave', 'Davis'), iAsked: false }),
    ]);
    listReceivedRequests.mockResolvedValue([]);
    await user.click(within(row).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Invitation has been accepted and added to My Connections')).toBeInTheDocument();
    expect(acceptRequest).toHaveBeenCalledWith(8);
    await waitFor(() =>
      expect(within(panel('My Connections')).getByRole('listitem', { name: 'Dave Davis' })).toBeInTheDocument(),
    );
    expect(
      screen.getByText('You have no new invitations. Grow your community by clicking Invite Connections!'),
    ).toBeInTheDocument();
  });

  it('Accept of an expired invitation: SPEC text, the list is refreshed', async () => {
    const listReceivedRequests = vi.fn(async () => [daveInvite]);
    renderConnections(
      {},
      {
        listReceivedRequests,
        acceptRequest: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: 'gone' })),
      },
    );
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Dave Davis' });
    listReceivedRequests.mockResolvedValue([]);
    await user.click(within(row).getByRole('button', { name: /^Accept/ }));
    expect(
      await screen.findByText(
        'The invitation from the selected user has expired. The list of received invitations has been refreshed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Dave Davis' })).not.toBeInTheDocument());
  });

  it('Reject: SPEC toast', async () => {
    const rejectRequest = vi.fn(async () => undefined);
    renderConnections({ received: [daveInvite] }, { rejectRequest });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Dave Davis' })).getByRole('button', { name: /^Reject/ }),
    );
    expect(await screen.findByText('Invitation has been successfully rejected')).toBeInTheDocument();
    expect(rejectRequest).toHaveBeenCalledWith(8);
  });

  it('Remove asks first (an alertdialog); Cancel there keeps the connection, Remove removes it', async () => {
    const removeConnection = vi.fn(async () => undefined);
    renderConnections({ connections: [zoeConnection] }, { removeConnection });
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Zoe Quinn' });
    await user.click(within(row).getByRole('button', { name: /^Remove/ }));
    let ask = await screen.findByRole('alertdialog', { name: 'Remove Zoe Quinn?' });
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(removeConnection).not.toHaveBeenCalled();
    await user.click(within(rowOf('Zoe Quinn')).getByRole('button', { name: /^Remove/ }));
    ask = await screen.findByRole('alertdialog', { name: 'Remove Zoe Quinn?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Connection has been successfully removed')).toBeInTheDocument();
    expect(removeConnection).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'Zoe Quinn' })).not.toBeInTheDocument();
  });

  it('Cancel of a request asks first, then toasts SPEC text', async () => {
    const cancelRequest = vi.fn(async () => undefined);
    renderConnections({ sent: [carolRequest] }, { cancelRequest });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Carol Singer' })).getByRole('button', { name: /^Cancel/ }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel the invitation to Carol Singer?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Connection request has been successfully cancelled')).toBeInTheDocument();
    expect(cancelRequest).toHaveBeenCalledWith(7);
  });
});

describe('Invite and sharing dialogs (SPEC §2, §5)', () => {
  async function openInvite() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite Connections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends to join Insight!' });
    return { user, dialog };
  }

  it('Send is disabled while the form is invalid; a refused request shows its error alert', async () => {
    renderConnections(
      {},
      {
        createConnectionRequest: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: 'You cannot invite yourself.' })),
      },
    );
    const { user, dialog } = await openInvite();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Alice');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Liddell');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'alice@');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'example.com');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot invite yourself.');
    expect(screen.queryByRole('dialog', { name: /Select guides/ })).not.toBeInTheDocument();
  });

  it('has the promo image and a collapsible privacy policy', async () => {
    renderConnections();
    const { user, dialog } = await openInvite();
    expect(dialog.querySelector('img[alt=""]')).not.toBeNull();
    const privacy = within(dialog).getByRole('button', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('aria-expanded', 'false');
    await user.click(privacy);
    expect(privacy).toHaveAttribute('aria-expanded', 'true');
  });

  it('success: e-mail toasts, then the sharing dialog opens at once; Select All and Save', async () => {
    const created = requestOf({
      id: 31,
      requester: me,
      firstName: 'Erin',
      lastName: 'Example',
      email: 'erin@example.com',
    });
    const updateRequest = vi.fn(async (_request: ConnectionRequest) => undefined);
    renderConnections(
      {},
      {
        createConnectionRequest: vi.fn(async () => created),
        sendInviteEmail: vi.fn(async () => undefined),
        updateRequest,
      },
    );
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Erin');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Example');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'erin@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const share = await screen.findByRole('dialog', { name: 'Select guides to share with: Erin Example' });
    expect(screen.queryByRole('dialog', { name: 'Invite friends to join Insight!' })).not.toBeInTheDocument();
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    // Purchased guides only, the featured one first, then A to Z.
    const guides = within(share)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(guides).toEqual(['Select All', 'My Personal Map', 'Career Strengths']);
    const selectAll = within(share).getByRole('checkbox', { name: 'Select All' });
    expect(selectAll).not.toBeChecked();
    await user.click(within(share).getByRole('checkbox', { name: 'My Personal Map' }));
    expect(selectAll).not.toBeChecked();
    await user.click(within(share).getByRole('checkbox', { name: 'Career Strengths' }));
    expect(selectAll).toBeChecked();
    await user.click(within(share).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Connection request has been succesfully updated')).toBeInTheDocument();
    expect(updateRequest.mock.calls[0]?.[0].connectionReports.map((row) => row.reportId)).toEqual([
      reports.map.reportId,
      102,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Select guides/ })).not.toBeInTheDocument());
    expect(rowOf('Erin Example')).toHaveTextContent('Shared guides: You (2)');
  });

  it("Set Permissions opens on a connection's current shares; Select All ticks every guide", async () => {
    const updateConnection = vi.fn(async (_connection: Connection) => undefined);
    renderConnections({ connections: [zoeConnection] }, { updateConnection });
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Zoe Quinn' });
    await user.click(within(row).getByRole('button', { name: /^Set Permissions/ }));
    const share = await screen.findByRole('dialog', { name: 'Select guides to share with: Zoe Quinn' });
    expect(within(share).getByRole('checkbox', { name: 'My Personal Map' })).toBeChecked();
    expect(within(share).getByRole('checkbox', { name: 'Career Strengths' })).not.toBeChecked();
    await user.click(within(share).getByRole('checkbox', { name: 'Select All' }));
    expect(within(share).getByRole('checkbox', { name: 'Career Strengths' })).toBeChecked();
    await user.click(within(share).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Connection has been succesfully updated')).toBeInTheDocument();
    expect(updateConnection.mock.calls[0]?.[0]).toMatchObject({ id: 5 });
    expect(rowOf('Zoe Quinn')).toHaveTextContent('Shared guides: You (2) | Zoe (2)');
  });

  it("a refused update of a connection: the server's reason, and the dialog stays open with the ticks", async () => {
    const listConnections = vi.fn(async () => [zoeConnection]);
    renderConnections(
      {},
      {
        listConnections,
        updateConnection: vi
          .fn()
          .mockRejectedValue(
            new ApiError({ kind: 'http', status: 403, message: 'You can only share guides you have purchased.' }),
          ),
      },
    );
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Zoe Quinn' });
    await user.click(within(row).getByRole('button', { name: /^Set Permissions/ }));
    const share = await screen.findByRole('dialog', { name: 'Select guides to share with: Zoe Quinn' });
    await user.click(within(share).getByRole('checkbox', { name: 'Career Strengths' }));
    await user.click(within(share).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can only share guides you have purchased.')).toBeInTheDocument();
    await waitFor(() => expect(listConnections).toHaveBeenCalledTimes(2));
    const still = screen.getByRole('dialog', { name: 'Select guides to share with: Zoe Quinn' });
    expect(within(still).getByRole('checkbox', { name: 'Career Strengths' })).toBeChecked();
    expect(within(still).getByRole('checkbox', { name: 'My Personal Map' })).toBeChecked();
    expect(rowOf('Zoe Quinn')).toHaveTextContent('Shared guides: You (1) | Zoe (2)');
  });

  it('a failed update of a request: SPEC text, and My Connections is refreshed', async () => {
    const listSentRequests = vi.fn(async () => [carolRequest]);
    renderConnections(
      {},
      {
        listSentRequests,
        updateRequest: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: 'no' })),
      },
    );
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Carol Singer' });
    await user.click(within(row).getByRole('button', { name: /^Set Permissions/ }));
    const share = await screen.findByRole('dialog', { name: 'Select guides to share with: Carol Singer' });
    await user.click(within(share).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'There was a problem updating one of your connection requests. Your Connections list has been refreshed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(listSentRequests).toHaveBeenCalledTimes(2));
  });
});
