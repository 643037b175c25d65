import { ApiError, STORAGE_KEYS, surveyMessages, traitMessages } from '@insight/api';
import { person, traitProfileOf, traitScores } from '@insight/api/testing';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';
import { neoInsightOf, neoPercentiles } from '../test/neo';

const alice = person('user-1', 'Alice', 'Liddell');
const zoe = person('user-zoe', 'Zoe', 'Quinn');
const forbidden = (message: string) => new ApiError({ kind: 'http', status: 403, message });

function setup(api: FakeEnvOptions['api'] = {}) {
  return createTestStore({ api, storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
}

describe('TraitsStore: a person’s scores (GET /api/traits/{userId})', () => {
  it('reads and keeps a profile by user id, with the request state while it runs', async () => {
    const getTraits = vi.fn(async (userId: string) =>
      userId === 'user-1' ? traitProfileOf(alice, traitScores.ada) : traitProfileOf(zoe, null),
    );
    const { store } = setup({ getTraits });
    const loading = store.traits.loadProfile('user-1');
    expect(store.traits.profileRequest.isLoading).toBe(true);
    expect(store.isBusy).toBe(true);
    await expect(loading).resolves.toBe(true);
    expect(store.traits.profileOf('user-1')?.scores).toEqual(traitScores.ada);
    await store.traits.loadProfile('user-zoe');
    // Not complete yet: a profile without scores.
    expect(store.traits.profileOf('user-zoe')).toMatchObject({ firstName: 'Zoe', scores: null });
    // Both kept: going back to mine shows it while it is read again.
    expect(store.traits.profileOf('user-1')).not.toBeNull();
    expect(getTraits).toHaveBeenCalledTimes(2);
    expect(store.traits.profileOf(null)).toBeNull();
  });

  it('a refusal shows its reason for that person, and forgets what was read before (they stopped sharing)', async () => {
    const getTraits = vi
      .fn()
      .mockResolvedValueOnce(traitProfileOf(zoe, traitScores.zoe))
      .mockRejectedValueOnce(forbidden(traitMessages.notShared));
    const { store } = setup({ getTraits });
    await store.traits.loadProfile('user-zoe');
    await expect(store.traits.loadProfile('user-zoe')).resolves.toBe(false);
    expect(store.traits.profileOf('user-zoe')).toBeNull();
    expect(store.traits.profileErrorOf('user-zoe')).toBe(traitMessages.notShared);
    expect(store.traits.profileErrorOf('user-1')).toBeNull();
  });
});

describe('TraitsStore: the comparison (GET /api/traits/compare/{userId})', () => {
  it('entering the compare view shows it and reads both profiles; the circle reads only when someone is chosen', () => {
    const compareTraits = vi.fn(async () => ({
      me: traitProfileOf(alice, traitScores.ada),
      them: traitProfileOf(zoe, traitScores.zoe),
    }));
    const traitCircle = vi.fn(async () => ({ me: traitProfileOf(alice, traitScores.ada), people: [] }));
    const { store } = setup({ compareTraits, traitCircle });
    expect(store.traits.enterCompare('user-zoe')).toEqual({ kind: 'show' });
    expect(compareTraits).toHaveBeenCalledWith('user-zoe');
    expect(store.traits.enterCircle([])).toEqual({ kind: 'show' });
    expect(traitCircle).not.toHaveBeenCalled();
    expect(store.traits.enterCircle(['user-zoe'])).toEqual({ kind: 'show' });
    expect(traitCircle).toHaveBeenCalledWith(['user-zoe']);
  });

  it('holds both profiles for the connection asked', async () => {
    const compareTraits = vi.fn(async () => ({
      me: traitProfileOf(alice, traitScores.ada),
      them: traitProfileOf(zoe, traitScores.zoe),
    }));
    const { store } = setup({ compareTraits });
    await expect(store.traits.compare('user-zoe')).resolves.toBe(true);
    expect(compareTraits).toHaveBeenCalledWith('user-zoe');
    expect(store.traits.comparisonWith('user-zoe')?.them.firstName).toBe('Zoe');
    expect(store.traits.comparisonWith('user-bob')).toBeNull();
  });

  it('a refused comparison (403: one way only) keeps the server’s reason and no data', async () => {
    const { store } = setup({
      compareTraits: vi.fn().mockRejectedValue(forbidden(traitMessages.compareNeedsBoth)),
    });
    await expect(store.traits.compare('user-bob')).resolves.toBe(false);
    expect(store.traits.comparisonWith('user-bob')).toBeNull();
    expect(store.traits.compareRequest.error).toBe(
      'You can compare only when you and this person share your Personal Maps with each other.',
    );
  });

  it('logout forgets the scores', async () => {
    const { store } = setup({
      getTraits: vi.fn(async () => traitProfileOf(alice, traitScores.ada)),
      compareTraits: vi.fn(async () => ({
        me: traitProfileOf(alice, traitScores.ada),
        them: traitProfileOf(zoe, traitScores.zoe),
      })),
    });
    await store.traits.loadProfile('user-1');
    await store.traits.compare('user-zoe');
    store.session.end();
    expect(store.traits.profileOf('user-1')).toBeNull();
    expect(store.traits.comparisonWith('user-zoe')).toBeNull();
  });
});

describe('TraitsStore: the full result and the comparison group (issue 35)', () => {
  const women = { sex: 'female', ageBand: '21-40' } as const;
  const men = { sex: 'male', ageBand: '41-60' } as const;
  const fullOf = (group: typeof women | typeof men) => ({
    ...traitProfileOf(alice, null),
    full: neoInsightOf(neoPercentiles.ada, { group }),
  });

  it('keeps TraitProfile.full as the server sent it', async () => {
    const { store } = setup({ getTraits: vi.fn(async () => fullOf(women)) });
    await store.traits.loadProfile('user-1');
    expect(store.traits.fullOf('user-1')?.result.group).toEqual(women);
    expect(store.traits.fullOf('user-1')?.result.domains.agreeableness.percentile).toBe(22);
    expect(store.traits.fullOf('user-zoe')).toBeNull();
  });

  it('setting the group saves it, then reads my profile again (the results follow)', async () => {
    const getTraits = vi.fn().mockResolvedValueOnce(fullOf(women)).mockResolvedValueOnce(fullOf(men));
    const setComparisonGroup = vi.fn(async () => men);
    const { store } = setup({ getTraits, setComparisonGroup });
    await store.traits.loadProfile('user-1');
    const saving = store.traits.setComparisonGroup(men);
    expect(store.traits.groupRequest.isLoading).toBe(true);
    await expect(saving).resolves.toBe(true);
    expect(setComparisonGroup).toHaveBeenCalledWith(men);
    expect(getTraits).toHaveBeenLastCalledWith('user-1');
    expect(store.traits.fullOf('user-1')?.result.group).toEqual(men);
    expect(store.traits.groupRequest.error).toBeNull();
  });

  it('choices made while a group is being saved wait: one PUT at a time, the latest of them next, the others never', async () => {
    const answers: (() => void)[] = [];
    const setComparisonGroup = vi.fn(
      (group: typeof men) => new Promise<typeof men>((resolve) => answers.push(() => resolve(group))),
    );
    const getTraits = vi.fn(async () => fullOf(women));
    const { store } = setup({ getTraits, setComparisonGroup });
    await store.traits.loadProfile('user-1');
    const first = store.traits.setComparisonGroup(men);
    const second = store.traits.setComparisonGroup({ sex: 'female', ageBand: 'over60' });
    const third = store.traits.setComparisonGroup(women);
    expect(setComparisonGroup).toHaveBeenCalledTimes(1);
    expect(setComparisonGroup).toHaveBeenLastCalledWith(men);
    answers.shift()?.();
    await vi.waitFor(() => expect(setComparisonGroup).toHaveBeenCalledTimes(2));
    // The second choice was overtaken by the third before it could go.
    expect(setComparisonGroup).toHaveBeenLastCalledWith(women);
    answers.shift()?.();
    await expect(Promise.all([first, second, third])).resolves.toEqual([true, true, true]);
    expect(setComparisonGroup).toHaveBeenCalledTimes(2);
    // A later choice starts a new save at once.
    const later = store.traits.setComparisonGroup(men);
    expect(setComparisonGroup).toHaveBeenCalledTimes(3);
    answers.shift()?.();
    await expect(later).resolves.toBe(true);
  });

  it('a choice still waiting when the session ends is never sent', async () => {
    const answers: (() => void)[] = [];
    const setComparisonGroup = vi.fn(
      (group: typeof men) => new Promise<typeof men>((resolve) => answers.push(() => resolve(group))),
    );
    const { store } = setup({ getTraits: vi.fn(async () => fullOf(women)), setComparisonGroup });
    await store.traits.loadProfile('user-1');
    const first = store.traits.setComparisonGroup(men);
    void store.traits.setComparisonGroup(women);
    store.session.end();
    answers.shift()?.();
    await first;
    expect(setComparisonGroup).toHaveBeenCalledTimes(1);
  });

  it('a refused group shows the server’s reason and changes nothing', async () => {
    const getTraits = vi.fn(async () => fullOf(women));
    const setComparisonGroup = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: surveyMessages.groupInvalid }));
    const { store } = setup({ getTraits, setComparisonGroup });
    await store.traits.loadProfile('user-1');
    await expect(store.traits.setComparisonGroup(men)).resolves.toBe(false);
    expect(store.traits.groupRequest.error).toBe(
      'Choose women, men or prefer not to say, and one of the four age bands.',
    );
    expect(getTraits).toHaveBeenCalledTimes(1);
    expect(store.traits.fullOf('user-1')?.result.group).toEqual(women);
  });
});
