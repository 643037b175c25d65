// Following an invitation link with an account whose address is not proven proves nothing: finding 5 of the
// attack check.
import { addressMessages, calls, pathFor } from '@insight/api';
import { address, api, base, check, contactOf, INVITE_LINK, linkIn, register, seen } from './client.mjs';

// 5. Following an invitation link with an unproven account proves nothing.
export async function invitationLinkProvesNothing() {
  const trent = await register('Tess', undefined, { prove: true });
  const erin = address('erin');
  await api('POST', calls.sendInviteEmail.path, {
    token: trent.token,
    json: { firstName: 'Erin', lastName: 'Eve', email: erin },
  });
  const link = await linkIn(erin, INVITE_LINK);
  const linkToken = link?.[1] ?? '';
  const account = await register('Erin', erin);
  // The link as mailed (the app's page), then the call its page makes: accept by token.
  const opened = new URL(link?.[0] ?? base);
  const page = await api('GET', `${opened.pathname}${opened.search}`, { token: account.token });
  const accept = await api('POST', pathFor(calls.acceptRequestByToken, { token: linkToken }), {
    token: account.token,
  });
  const contact = await contactOf(account.token);
  check(
    '5 following an invitation link (accept by token) with an unproven account: 403, and emailConfirmed stays false',
    linkToken !== '' &&
      accept.status === 403 &&
      accept.data?.error === addressMessages.confirmBeforeAccepting &&
      contact?.emailConfirmed === false,
    `link ${linkToken ? 'yes' : 'no'}, page ${page.status}, accept ${seen(accept)}, emailConfirmed ${contact?.emailConfirmed}`,
  );
}
