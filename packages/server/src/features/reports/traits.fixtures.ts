/**
 * What the traits files share (traits-access.test.ts, traits-full-questionnaire.test.ts): scored people, their
 * connections and shares, and the trait calls as they make them.
 */
import { calls, pathFor } from '@insight/api';
import type { TestServer } from '../../test/harness.js';
import { connect as connectPeople, scoredPerson, share as sharePeople, type Person } from '../../test/traits.js';

/** The people and the trait calls on the test server `server()` answers (the calling file's own). */
export function traitCalls(server: () => TestServer) {
  const person = (firstName: string, answers?: number) => scoredPerson(server().app, firstName, answers);

  const get = (who: Person | null, url: string) =>
    server().app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const traitsOf = (who: Person | null, of: Person | string) =>
    get(who, pathFor(calls.getTraits, { userId: typeof of === 'string' ? of : of.id }));
  const compare = (who: Person | null, other: Person | string) =>
    get(who, pathFor(calls.compareTraits, { userId: typeof other === 'string' ? other : other.id }));

  const connect = (a: Person, b: Person) => connectPeople(server().app, a, b);
  const share = (who: Person, connectionId: number, reportIds: number[]) =>
    sharePeople(server().app, who, connectionId, reportIds);

  return { person, get, traitsOf, compare, connect, share };
}
