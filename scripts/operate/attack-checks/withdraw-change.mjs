// Withdrawing a waiting e-mail change (DELETE /api/email/pending) makes its link worthless: finding 6 of the
// attack check.
import { calls } from '@insight/api';
import { address, api, check, confirmWith, contactOf, park, refusedLink, register, seen } from './client.mjs';

// 6. DELETE /api/email/pending withdraws a waiting change.
export async function withdrawChange() {
  const paul = await register('Paul', undefined, { prove: true });
  const waiting = await park(paul, address('paul-new'));
  const pendingBefore = (await contactOf(paul.token))?.pendingEmail;
  const withdrawn = await api('DELETE', calls.cancelEmailChange.path, { token: paul.token });
  const late = await confirmWith(waiting);
  const contact = await contactOf(paul.token);
  check(
    '6 DELETE /api/email/pending (204) withdraws a waiting change: its link is refused, the address stays',
    waiting !== '' &&
      typeof pendingBefore === 'string' &&
      withdrawn.status === 204 &&
      refusedLink(late) &&
      contact?.user?.userName === paul.email &&
      contact?.pendingEmail === null,
    `parked ${waiting ? 'yes' : 'no'}, delete ${withdrawn.status}, confirm ${seen(late)}, pending ${contact?.pendingEmail}`,
  );
}
