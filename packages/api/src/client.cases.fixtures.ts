// One case per call of the SPEC §7 table (method, path, body, answer): the two halves, joined. A call without a case
// fails to compile here.
import type { CallName } from './calls.js';
import { accountCases } from './client.account.fixtures.js';
import { peopleCases } from './client.people.fixtures.js';
import type { Case } from './client.fixtures.js';

export const cases: Record<CallName, Case> = { ...accountCases, ...peopleCases };
