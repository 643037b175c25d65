// An account whose address is not proven must not accept invitations nor share, and nothing of the accomplice's
// reaches the owner after the claim: finding 2 of the attack check.
import { addressMessages, calls, pathFor } from '@insight/api';
import { login } from '../../shared/sign-in.mjs';
import { address, api, base, check, claimByReset, INVITE_LINK, linkIn, register, run, seen } from './client.mjs';

// 2. An unproven account cannot accept or share; after the claim nothing of the accomplice's reaches the owner.
export async function unprovenAccount() {
  const trent = await register('Trent', undefined, { prove: true });
  const victim = address('victim');
  const invited = await api('POST', calls.sendInviteEmail.path, {
    token: trent.token,
    json: { firstName: 'Vic', lastName: 'Tim', email: victim, message: 'Hello' },
  });
  const linkToken = (await linkIn(victim, INVITE_LINK))?.[1] ?? '';
  const sent = await api('GET', calls.listSentRequests.path, { token: trent.token });
  const requestId = sent.data?.[0]?.id ?? 0;
  const squatter = await register('Mallory', victim);
  const byId = await api('POST', pathFor(calls.acceptRequest, { id: requestId }), { token: squatter.token });
  const byLink = await api('POST', pathFor(calls.acceptRequestByToken, { token: linkToken }), {
    token: squatter.token,
  });
  const share = await api('PUT', calls.updateConnection.path, {
    token: squatter.token,
    json: { id: 1, connectionReports: [{ reportId: 1 }] },
  });
  const refused = (res, text) => res.status === 403 && res.data?.error === text;
  check(
    '2a an unproven account cannot accept an invitation by id nor by link (403, the text)',
    invited.status === 204 &&
      linkToken !== '' &&
      refused(byId, addressMessages.confirmBeforeAccepting) &&
      refused(byLink, addressMessages.confirmBeforeAccepting),
    `invite ${invited.status}, link ${linkToken ? 'yes' : 'no'}, by id ${seen(byId)}, by link ${seen(byLink)}`,
  );
  check(
    '2b an unproven account cannot share (403, the text)',
    refused(share, addressMessages.confirmBeforeSharing),
    seen(share),
  );
  const claim = await claimByReset(victim, `owners-own-${run}-2`);
  const owner = await login(base, { email: victim, password: `owners-own-${run}-2` });
  const connections = await api('GET', calls.listConnections.path, { token: owner.token });
  const traits = await api('GET', pathFor(calls.getTraits, { userId: squatter.id }), { token: trent.token });
  check(
    "2c after the owner's claim by reset the owner has no connection and the accomplice gets 403 on GET /api/traits/<owner id>",
    claim.reset === 200 &&
      connections.status === 200 &&
      Array.isArray(connections.data) &&
      connections.data.length === 0 &&
      traits.status === 403,
    `reset ${claim.reset}, connections ${seen(connections)}, traits ${seen(traits)}`,
  );
}
