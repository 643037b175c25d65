import { describe, expect, it } from 'vitest';
import { anyFailureIsError, failureOutcome, staysOnScreen, type FailureRule } from './outcome';
import type { Failure, FailureKind } from './failure';

const failure = (kind: FailureKind): Failure => ({ kind, message: `${kind} text`, title: `${kind} title` });

describe('failureOutcome: the one failure policy (SPEC §8)', () => {
  it.each<[FailureKind, string]>([
    ['server', 'error'],
    ['unauthorized', 'signedOut'],
    ['invalid_grant', 'show'],
    ['invalid_client', 'show'],
    ['invalid_token', 'show'],
    ['http', 'show'],
    ['network', 'show'],
    ['contract', 'show'],
    ['unknown', 'show'],
  ])('with no rule of the screen, %s comes to %s', (kind, outcome) => {
    expect(failureOutcome(failure(kind))).toEqual({ kind: outcome });
  });

  it("a screen's rule comes first, in order; a rule that answers nothing leaves it to the next", () => {
    const toastsConnections: FailureRule = (f) => (f.kind === 'server' ? { kind: 'show' } : undefined);
    const never: FailureRule = () => undefined;
    expect(failureOutcome(failure('server'), [never, toastsConnections])).toEqual({ kind: 'show' });
    expect(failureOutcome(failure('network'), [never, toastsConnections])).toEqual({ kind: 'show' });
    expect(failureOutcome(failure('server'), [never])).toEqual({ kind: 'error' });
  });

  it('SPEC §8: a profile load, purchase map or survey return failure of any kind is the error screen (a 401 signs out)', () => {
    for (const kind of ['server', 'network', 'http', 'contract', 'unknown'] as const) {
      expect(failureOutcome(failure(kind), [anyFailureIsError])).toEqual({ kind: 'error' });
    }
    expect(failureOutcome(failure('unauthorized'), [anyFailureIsError])).toEqual({ kind: 'signedOut' });
  });

  it('a quiet call (a refresh nobody waits on) stays, whatever fails', () => {
    expect(failureOutcome(failure('server'), [staysOnScreen])).toEqual({ kind: 'show' });
  });
});
