// ConnectionsStore: answering requests, inviting, sharing guides, the stored token and logout.
import { ApiError, addressMessages, toastMessages, type Connection } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_ID, catalogItems, reports, requestOf } from '@insight/api/testing';
import { guidesOf } from './CatalogStore';
import { shareableGuides } from './ConnectionsStore';
import { me, daveInvite, apiError, setup } from './ConnectionsStore.fixtures';

describe('ConnectionsStore: answers to requests (SPEC §4, §8)', () => {
  it('accept: toasts SPEC text and reloads (the invitation becomes a connection)', async () => {
    const acceptRequest = vi.fn(async () => undefined);
    const listReceivedRequests = vi.fn(async () => [daveInvite]);
    const { store, calls, notes } = setup({ api: { acceptRequest, listReceivedRequests } });
    await store.connections.load();
    listReceivedRequests.mockResolvedValueOnce([]);
    await expect(store.connections.accept(8)).resolves.toBe(true);
    expect(acceptRequest).toHaveBeenCalledWith(8);
    expect(notes).toEqual([{ kind: 'success', message: 'Invitation has been accepted and added to My Connections' }]);
    expect(calls.listConnections).toHaveBeenCalledTimes(2);
    expect(store.connections.pendingCount).toBe(0);
  });

  it('accept failure: the expired text, and the received list is refreshed', async () => {
    const listReceivedRequests = vi.fn(async () => [daveInvite]);
    const { store, notes } = setup({
      api: { acceptRequest: vi.fn().mockRejectedValue(apiError(409, 'gone')), listReceivedRequests },
    });
    await store.connections.load();
    listReceivedRequests.mockResolvedValueOnce([]);
    await expect(store.connections.accept(8)).resolves.toBe(false);
    expect(notes).toEqual([
      {
        kind: 'error',
        message:
          'The invitation from the selected user has expired. The list of received invitations has been refreshed.',
      },
    ]);
    expect(store.connections.receivedRequests).toEqual([]);
  });

  it('reject: SPEC text, the invitation leaves the list', async () => {
    const rejectRequest = vi.fn(async () => undefined);
    const { store, notes } = setup({ api: { rejectRequest } });
    await store.connections.load();
    await store.connections.reject(8);
    expect(rejectRequest).toHaveBeenCalledWith(8);
    expect(notes).toEqual([{ kind: 'success', message: 'Invitation has been successfully rejected' }]);
    expect(store.connections.pendingCount).toBe(0);
  });

  it('cancel: SPEC text, the request leaves My Connections', async () => {
    const cancelRequest = vi.fn(async () => undefined);
    const { store, notes } = setup({ api: { cancelRequest } });
    await store.connections.load();
    await store.connections.cancel(7);
    expect(cancelRequest).toHaveBeenCalledWith(7);
    expect(notes).toEqual([{ kind: 'success', message: 'Connection request has been successfully cancelled' }]);
    expect(store.connections.entries.map((entry) => entry.firstName)).toEqual(['Bob', 'Zoe']);
  });

  it('remove: SPEC text, the connection leaves My Connections', async () => {
    const removeConnection = vi.fn(async () => undefined);
    const { store, notes } = setup({ api: { removeConnection } });
    await store.connections.load();
    await store.connections.remove(5);
    expect(removeConnection).toHaveBeenCalledWith(5);
    expect(notes).toEqual([{ kind: 'success', message: 'Connection has been successfully removed' }]);
    expect(store.connections.entries.map((entry) => entry.firstName)).toEqual(['Bob', 'carol']);
  });

  it('a refused remove toasts the server text and reloads', async () => {
    const { store, notes, calls } = setup({
      api: { removeConnection: vi.fn().mockRejectedValue(apiError(404, 'This connection does not exist.')) },
    });
    await store.connections.load();
    await expect(store.connections.remove(5)).resolves.toBe(false);
    expect(notes).toEqual([{ kind: 'error', message: 'This connection does not exist.' }]);
    expect(calls.listConnections).toHaveBeenCalledTimes(2);
  });
});

describe('ConnectionsStore: invite (SPEC §2 Invite dialog, §4)', () => {
  const created = requestOf({
    id: 11,
    requester: me,
    firstName: 'Erin',
    lastName: 'Example',
    email: 'erin@example.com',
  });
  const form = { firstName: ' Erin ', lastName: 'Example', email: 'erin@example.com ', message: '' };

  it('creates the request, sends the e-mail between the two toasts, and answers the new request', async () => {
    const createConnectionRequest = vi.fn(async () => created);
    const sendInviteEmail = vi.fn(async () => undefined);
    const { store, notes } = setup({ api: { createConnectionRequest, sendInviteEmail } });
    await store.connections.load();
    const request = await store.connections.invite(form);
    const payload = { firstName: 'Erin', lastName: 'Example', email: 'erin@example.com' };
    expect(createConnectionRequest).toHaveBeenCalledWith(payload);
    expect(sendInviteEmail).toHaveBeenCalledWith(payload);
    expect(createConnectionRequest.mock.invocationCallOrder[0]).toBeLessThan(
      sendInviteEmail.mock.invocationCallOrder[0] ?? 0,
    );
    expect(notes).toEqual([
      { kind: 'info', message: 'Email being sent' },
      { kind: 'success', message: 'Email sent successfully' },
    ]);
    // The entity on the sent list, found by its id.
    expect(request).toBe(store.connections.sentRequestById(11));
    expect(request?.recipientFirstName).toBe('Erin');
    expect(store.connections.entries.map((entry) => entry.firstName)).toContain('Erin');
  });

  it('keeps a message when one is written', async () => {
    const createConnectionRequest = vi.fn(async () => created);
    const { store } = setup({ api: { createConnectionRequest, sendInviteEmail: vi.fn(async () => undefined) } });
    await store.connections.invite({ ...form, message: ' Join me! ' });
    expect(createConnectionRequest).toHaveBeenCalledWith(expect.objectContaining({ message: 'Join me!' }));
  });

  it('a refused request shows its text in the form: no e-mail, no toast, no request', async () => {
    const sendInviteEmail = vi.fn(async () => undefined);
    const { store, notes } = setup({
      api: {
        createConnectionRequest: vi
          .fn()
          .mockRejectedValue(apiError(409, 'You are already connected with this person.')),
        sendInviteEmail,
      },
    });
    await expect(store.connections.invite(form)).resolves.toBeUndefined();
    expect(store.connections.inviting.error).toBe('You are already connected with this person.');
    expect(sendInviteEmail).not.toHaveBeenCalled();
    expect(notes).toEqual([]);
    expect(store.connections.sentRequests).toHaveLength(0);
    store.connections.resetInvite();
    expect(store.connections.inviting.error).toBeNull();
  });

  it('a failed e-mail is toasted; the request stays and can still be shared', async () => {
    const { store, notes } = setup({
      api: {
        createConnectionRequest: vi.fn(async () => created),
        sendInviteEmail: vi.fn().mockRejectedValue(apiError(429, 'Too many invitation emails have been sent.')),
      },
    });
    await expect(store.connections.invite(form)).resolves.toMatchObject({ id: 11 });
    expect(notes).toEqual([
      { kind: 'info', message: 'Email being sent' },
      { kind: 'error', message: 'Too many invitation emails have been sent.' },
    ]);
    expect(store.connections.sentRequestById(11)).toBeDefined();
  });

  it('an e-mail that fails with a 500 goes to the error route (SPEC §8), without a toast of its own', async () => {
    const { store, notes, outcomes } = setup({
      api: {
        createConnectionRequest: vi.fn(async () => created),
        sendInviteEmail: vi.fn().mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'boom' })),
      },
    });
    await expect(store.connections.invite(form)).resolves.toMatchObject({ id: 11 });
    expect(outcomes).toEqual([{ kind: 'error' }]);
    expect(notes).toEqual([{ kind: 'info', message: 'Email being sent' }]);
  });
});

describe('ConnectionsStore: the shared guides (SPEC §6, §7)', () => {
  it('offers only purchased guides, A to Z with the featured one first', () => {
    const items = guidesOf(catalogItems.map((item) => ({ ...item, isPurchased: item.id !== 4 })));
    expect(shareableGuides(items, FEATURED_ID).map((guide) => guide.name)).toEqual([
      'My Personal Map',
      'Career Strengths',
      'Leadership Style',
      'Relationships & Communication',
      'Team Sports Fit',
    ]);
    expect(shareableGuides(items, null)[0]?.name).toBe('Career Strengths');
  });

  it('share: PUT /api/connection with the connection id and the report ids only; the entity holds them once saved', async () => {
    const updateConnection = vi.fn(async (_connection: Connection) => undefined);
    const { store, notes } = setup({ api: { updateConnection } });
    await store.connections.load();
    await store.catalog.loadItems();
    expect(store.connections.shareableGuides.map((guide) => guide.reportId)).toEqual([reports.map.reportId, 102]);
    const zoeNode = store.connections.connectionById(5)!;
    await store.connections.share(zoeNode, [reports.map.reportId, 102]);
    // What the server reads, and nothing else (issue 36: one id and one shape per thing).
    expect(updateConnection.mock.calls[0]?.[0]).toEqual({
      id: 5,
      connectionReports: [{ reportId: reports.map.reportId }, { reportId: 102 }],
    });
    expect(zoeNode.sharedReportIds).toEqual([reports.map.reportId, 102]);
    // The entity keeps a kept row's id and the new guide's name (the screens show them).
    expect(zoeNode.connectionReports.map((row) => ({ ...row }))).toEqual([
      expect.objectContaining({ id: 500, reportId: reports.map.reportId }),
      { connectionId: 5, reportId: 102, report: { reportId: 102, reportName: 'Career Strengths' } },
    ]);
    expect(store.connections.entries.find((entry) => entry.id === 5 && entry.kind === 'connection')?.mine).toBe(2);
    // The toasts are the dialog's (SharingViewStore).
    expect(notes).toEqual([]);
  });

  it('share: PUT /api/connectionrequest/ for a request I sent', async () => {
    const updateRequest = vi.fn(async () => undefined);
    const { store } = setup({ api: { updateRequest } });
    await store.connections.load();
    await store.connections.share(store.connections.sentRequestById(7)!, []);
    expect(updateRequest).toHaveBeenCalledWith({ id: 7, connectionReports: [] });
    expect(store.connections.entries.find((entry) => entry.kind === 'request')?.mine).toBe(0);
  });

  it('share: a refusal rejects with it and the entity keeps what it had', async () => {
    const refusal = apiError(403, 'You can only share guides you have purchased.');
    const { store } = setup({ api: { updateConnection: vi.fn().mockRejectedValue(refusal) } });
    await store.connections.load();
    const zoeNode = store.connections.connectionById(5)!;
    await expect(store.connections.share(zoeNode, [103])).rejects.toBe(refusal);
    expect(zoeNode.sharedReportIds).toEqual([reports.map.reportId]);
  });
});

describe('ConnectionsStore: the stored token and logout', () => {
  it('acceptToken toasts SPEC accept text, or the server reason', async () => {
    const acceptRequestByToken = vi.fn().mockResolvedValueOnce(undefined);
    acceptRequestByToken.mockRejectedValueOnce(
      apiError(410, 'This invitation link has expired or has already been used.'),
    );
    acceptRequestByToken.mockRejectedValueOnce(apiError(403, addressMessages.confirmBeforeAccepting));
    const { store, notes } = setup({ api: { acceptRequestByToken } });
    await expect(store.connections.acceptToken('tok-1')).resolves.toEqual({ kind: 'accepted' });
    await expect(store.connections.acceptToken('tok-2')).resolves.toEqual({ kind: 'refused' });
    // Not proven yet (a newcomer before the confirmation link): no toast, the caller keeps the token.
    await expect(store.connections.acceptToken('tok-3')).resolves.toEqual({ kind: 'unproven' });
    expect(acceptRequestByToken.mock.calls).toEqual([['tok-1'], ['tok-2'], ['tok-3']]);
    expect(notes).toEqual([
      { kind: 'success', message: toastMessages.acceptOk },
      { kind: 'error', message: 'This invitation link has expired or has already been used.' },
    ]);
  });

  it('acceptToken answers a 500 as failed, with the error route for the caller to act on (no toast)', async () => {
    const failure = new ApiError({ kind: 'server', status: 500, message: 'boom' });
    const { store, notes, outcomes } = setup({ api: { acceptRequestByToken: vi.fn().mockRejectedValue(failure) } });
    await expect(store.connections.acceptToken('tok')).resolves.toEqual({ kind: 'failed', outcome: { kind: 'error' } });
    expect(notes).toEqual([]);
    // The caller acts on it: nothing else is sent to the router.
    expect(outcomes).toEqual([]);
  });

  it('logout forgets the lists', async () => {
    const { store } = setup();
    await store.connections.load();
    store.session.end();
    expect(store.connections.entries).toEqual([]);
    expect(store.connections.pendingCount).toBe(0);
    expect(store.connections.connectionById(5)).toBeUndefined();
  });
});
