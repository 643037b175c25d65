// A confirmation link proves the address only when its page POSTs it, never by being opened: finding 3 of the
// attack check.
import { calls } from '@insight/api';
import { api, check, CONFIRM_LINK, confirmWith, contactOf, linkIn, register, seen } from './client.mjs';

// 3. Opening a confirmation link (the page, or a GET of the API path) proves nothing; only the POST does.
export async function onlyPostConfirms() {
  const eve = await register('Eve');
  const link = await linkIn(eve.email, CONFIRM_LINK);
  const token = link?.[1] ?? '';
  const page = await api('GET', `/confirm-email?token=${token}&email=${encodeURIComponent(eve.email)}`);
  const apiGet = await api('GET', `${calls.confirmEmail.path}?token=${token}`);
  const afterGets = await contactOf(eve.token);
  const posted = await confirmWith(token);
  const afterPost = await contactOf(eve.token);
  check(
    `3 GETs of the link's page (${page.status}) and of the API path (${apiGet.status}) leave emailConfirmed false; the POST proves it`,
    token !== '' && afterGets?.emailConfirmed === false && posted.status === 200 && afterPost?.emailConfirmed === true,
    `after GETs ${afterGets?.emailConfirmed}, POST ${seen(posted)}, after POST ${afterPost?.emailConfirmed}`,
  );
}
