// Check 1 of the cluster check: a registration, a login (the token endpoint) and reads of the contact through
// nginx, answered by every server in turn.
import { check, login, read, register, state } from './shared.mjs';

/** 1. Registration, login and reads through nginx; answers the first person (`first`) and their token. */
export async function throughNginx() {
  const first = await register();
  check(first.status === 201, `registration through nginx (${first.status}, answered by ${first.upstream})`);
  const signedIn = await login(first.email);
  const token = signedIn.token;
  check(signedIn.status === 200 && Boolean(token), `login through nginx (${signedIn.status})`);
  const reads = await Promise.all([read(token), read(token), read(token), read(token)]);
  check(
    reads.every((r) => r.status === 200 && r.email === first.email),
    `a read through nginx, on both servers (${reads.map((r) => `${r.status} ${r.upstream}`).join(', ')})`,
  );
  check(new Set(reads.map((r) => r.upstream)).size === state().servers.length, 'round robin over every server');
  return { first, token };
}
