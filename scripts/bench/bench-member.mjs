// A returning person for `npm run bench`'s signed-in rows, made from outside through the public API of the
// bench server (scripts/bench/bench-server-process.mjs) as the first journey makes one: registered, the Personal Map
// package bought (a paid transaction/created delivered to the server's webhook route, signed with the bench
// store's webhook key: the route and verification a real FoxyCart store uses), the questionnaire
// answered on the questionnaire host, and the return from it handled. Answers the record the app keeps in
// local storage as `currentUser` once signed in.
import { createHmac } from 'node:crypto';
import { signUp } from '../shared/sign-in.mjs';
import { BENCH_STORE } from './bench-server-process.mjs';

const json = async (res, what) => {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** The `code` a signed or plain cart link carries (FoxyCart's `code` or `code||<hmac>` parameter). */
const codeOf = (cartLink) => {
  for (const [name, value] of new URL(cartLink).searchParams) if (/^code(\|\||$)/.test(name)) return value;
  throw new Error(`no product code in ${cartLink}`);
};

/** Makes the person; answers { currentUser, email }. */
export async function makeMember(base) {
  const email = `bench-home-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'bench-password-1';
  const { token, user: currentUser } = await signUp(base, { email, password, firstname: 'Bench', lastname: 'Home' });
  const { id } = currentUser;
  const auth = { authorization: `Bearer ${token}` };

  // Bought: the Personal Map package at its catalogue price, as the journey buys it.
  const packages = await json(await fetch(`${base}/api/catalogitempackage/`, { headers: auth }), 'packages');
  const map = packages.find((p) => p.name === 'Personal Map');
  if (!map) throw new Error('no Personal Map package in the catalogue');
  const code = codeOf(map.cartLink);
  const raw = JSON.stringify({
    id: Math.floor(Math.random() * 1e12),
    status: 'approved',
    customer_id: Number(id),
    total_item_price: map.price,
    total_order: map.price,
    _embedded: {
      'fx:items': [{ name: map.name, code, price: map.price, quantity: 1 }],
      'fx:customer': { id: Number(id) },
    },
  });
  const paid = await fetch(`${base}/api/foxycart/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'foxy-webhook-event': 'transaction/created',
      'foxy-webhook-signature': createHmac('sha256', BENCH_STORE.webhookKey).update(raw).digest('hex'),
      'foxy-store-id': BENCH_STORE.storeId,
    },
    body: raw,
  });
  if (!paid.ok) throw new Error(`webhook: ${paid.status} ${await paid.text()}`);

  // Answered: pages of ten statements on the questionnaire host (12 for the full questionnaire every new person
  // takes), each answered and posted, until the host sends the person back; then the return the app reports.
  const { url } = await json(
    await fetch(`${base}/api/survey/en-US`, { method: 'POST', headers: auth }),
    'create the survey',
  );
  const host = new URL(url, base);
  for (let page = 1; ; page += 1) {
    if (page > 20) throw new Error('the questionnaire never ended');
    const answers = new URLSearchParams({ page: String(page), action: 'next' });
    for (let item = (page - 1) * 10 + 1; item <= page * 10; item += 1) answers.set(`q${item}`, String((item % 5) + 1));
    const res = await fetch(`${base}${host.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: answers,
      redirect: 'manual',
    });
    if (res.status !== 303) throw new Error(`questionnaire page ${page}: ${res.status}`);
    const next = new URL(res.headers.get('location') ?? '', base);
    if (next.pathname !== host.pathname) break;
    if (next.searchParams.get('missing')) throw new Error(`questionnaire page ${page}: answers missing`);
  }
  const done = await json(
    await fetch(`${base}/api/survey/return/${id}`, { method: 'POST', headers: auth }),
    'survey return',
  );
  if (done !== true) throw new Error(`the survey return answered ${JSON.stringify(done)}`);
  return { email, currentUser };
}
