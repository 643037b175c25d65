// A parked e-mail change (an e-mail change waiting for its confirmation) must die with the owner's reset, a
// password change and "Sign out everywhere": finding 1 of the attack check.
import { calls } from '@insight/api';
import { login } from '../../shared/sign-in.mjs';
import {
  address,
  api,
  base,
  check,
  claimByReset,
  confirmWith,
  contactOf,
  park,
  refusedLink,
  register,
  run,
  seen,
  updateProfile,
} from './client.mjs';

// 1. A parked e-mail change dies with the owner's reset, a password change, "Sign out everywhere".
export async function parkedChangeDies() {
  {
    const victim = address('victim');
    const squatter = await register('Mallory', victim);
    const parked = await park(squatter, address('mallory'));
    const claim = await claimByReset(victim, `owners-own-${run}-1`);
    const late = await confirmWith(parked);
    const owner = await login(base, { email: victim, password: `owners-own-${run}-1` });
    const contact = await contactOf(owner.token);
    check(
      '1a after the owner claims by reset, the parked e-mail change link is refused (400) and the account keeps victim@',
      parked !== '' &&
        claim.reset === 200 &&
        refusedLink(late) &&
        contact?.user?.userName === victim &&
        contact?.pendingEmail === null,
      `parked ${parked ? 'yes' : 'no'}, reset ${claim.reset}, confirm ${seen(late)}, address ${contact?.user?.userName}`,
    );
  }
  {
    const owner = await register('Olive', undefined, { prove: true });
    const attacker = await login(base, { email: owner.email, password: owner.password });
    const parked = await park(owner, address('mallory'), attacker.token);
    const changed = await updateProfile(owner, { password: `olives-new-${run}-1` });
    const late = await confirmWith(parked);
    const after = await login(base, { email: owner.email, password: `olives-new-${run}-1` });
    const contact = await contactOf(after.token);
    check(
      '1b after a password change, the parked link is refused and the account keeps its address',
      parked !== '' && changed.status === 200 && refusedLink(late) && contact?.user?.userName === owner.email,
      `parked ${parked ? 'yes' : 'no'}, change ${changed.status}, confirm ${seen(late)}`,
    );
  }
  {
    const owner = await register('Olga', undefined, { prove: true });
    const attacker = await login(base, { email: owner.email, password: owner.password });
    const parked = await park(owner, address('mallory'), attacker.token);
    const out = await api('POST', calls.signOutEverywhere.path, { token: owner.token });
    const late = await confirmWith(parked);
    const after = await login(base, { email: owner.email, password: owner.password });
    const contact = await contactOf(after.token);
    check(
      `1c after "sign out everywhere" (POST ${calls.signOutEverywhere.path}), the parked link is refused`,
      parked !== '' && out.status === 204 && refusedLink(late) && contact?.user?.userName === owner.email,
      `parked ${parked ? 'yes' : 'no'}, sign out ${out.status}, confirm ${seen(late)}`,
    );
  }
}
