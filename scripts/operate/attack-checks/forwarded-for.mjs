// X-Forwarded-For is believed from the trusted proxy only: a client that forges it does not escape the
// forgot-password limit per address (finding 8 of the attack check).
import { calls } from '@insight/api';
import { waitUntil } from '../../shared/wait-until.mjs';
import { address, api, base, check, mailsTo, postFromOutsider, register, RESET_LINK } from './client.mjs';

// 8. TRUST_PROXY=127.0.0.1: X-Forwarded-For from another peer does not escape the forgot-password limit per address.
export async function forgedForwardedFor() {
  const target = await register('Fay');
  const form = (email) => ({ Email: email, ApplicationName: 'Insight', ApplicationDomain: base });
  const statuses = [];
  for (let i = 1; i <= 5; i++) {
    statuses.push(await postFromOutsider(calls.forgotPassword.path, form(address('nobody')), `203.0.113.${i}`));
  }
  const resetMails = async () => (await mailsTo(target.email)).filter((m) => RESET_LINK.test(m.text)).length;
  statuses.push(await postFromOutsider(calls.forgotPassword.path, form(target.email), '203.0.113.6'));
  await new Promise((r) => setTimeout(r, 500));
  const fromOutsider = await resetMails();
  // The control: the proxy's X-Forwarded-For is believed. Five requests from the proxy for one client address,
  // then the same request as the 6th from the proxy naming a fresh client address: it mails (were 127.0.0.1
  // counted instead, it would be its 6th at least and mail nothing).
  for (let i = 1; i <= 5; i++) {
    await api('POST', calls.forgotPassword.path, { form: form(address('nobody')), xff: '203.0.113.50' });
  }
  await api('POST', calls.forgotPassword.path, { form: form(target.email), xff: '203.0.113.7' });
  await waitUntil(async () => (await resetMails()) > 0, { withinMs: 5_000, everyMs: 100 });
  const fromProxy = await resetMails();
  check(
    '8 from 127.0.0.2 with a new forged X-Forwarded-For each time, the 6th forgot-password sends no mail (5 per address); the proxy is believed',
    statuses.every((s) => s === 200) && fromOutsider === 0 && fromProxy === 1,
    `statuses ${statuses.join(',')}, mails after the 6th ${fromOutsider}, after the proxy's ${fromProxy}`,
  );
}
