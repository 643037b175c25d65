// An address that passes from one person to another passes nothing of its earlier holder on: finding 7 of the
// attack check.
import { calls } from '@insight/api';
import { address, api, check, confirmWith, park, register, run, seen } from './client.mjs';

// 7. An address that changes hands passes nothing of its earlier holder on.
export async function addressChangesHands() {
  const trent = await register('Tobias', undefined, { prove: true });
  const annAddress = address('ann');
  const ann = await register('Annabel', annAddress, { prove: true });
  const secret = `for-annabel-only-${run}`;
  const invited = await api('POST', calls.sendInviteEmail.path, {
    token: trent.token,
    json: { firstName: 'Annabel', lastName: 'Old', email: annAddress, message: secret },
  });
  const annSees = await api('GET', calls.listReceivedRequests.path, { token: ann.token });
  const moved = await park(ann, address('ann-new'));
  const confirmed = await confirmWith(moved);
  const bob = await register('Bob', annAddress, { prove: true });
  const received = await api('GET', calls.listReceivedRequests.path, { token: bob.token });
  const exported = await api('POST', calls.exportMyData.path, {
    token: bob.token,
    json: { currentPassword: bob.password },
  });
  const file = exported.text;
  check(
    "7 Ann moves away from ann@, Bob proves ann@: Bob's received invitations and data export hold nothing sent to Ann",
    invited.status === 204 &&
      annSees.data?.length === 1 &&
      confirmed.status === 200 &&
      received.status === 200 &&
      received.data?.length === 0 &&
      exported.status === 200 &&
      exported.data?.account?.email === annAddress &&
      exported.data?.requestsReceived?.length === 0 &&
      !file.includes(secret) &&
      !file.includes('Annabel') &&
      !file.includes('Tobias'),
    `invite ${invited.status}, Ann saw ${annSees.data?.length}, move ${confirmed.status}, Bob received ${seen(received)}, export ${exported.status} requestsReceived ${exported.data?.requestsReceived?.length}, mentions Ann ${file.includes('Annabel')}, mentions the message ${file.includes(secret)}`,
  );
}
