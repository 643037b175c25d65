import '../../test/setup';
import { ApiError, STORAGE_KEYS, traitMessages, type TraitComparison } from '@insight/api';
import { person, traitProfileOf, traitScores } from '@insight/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { neoInsightOf, neoPercentiles } from '../../test/neo';
import { renderScreen } from '../../test/render';
import { CompareScreen } from './CompareScreen';

const alice = person('user-1', 'Alice', 'Liddell');
const zoe = person('user-zoe', 'Zoe', 'Quinn');
const both: TraitComparison = {
  me: traitProfileOf(alice, traitScores.ada),
  them: traitProfileOf(zoe, traitScores.zoe),
};

function renderCompare(compareTraits: (userId: string) => Promise<TraitComparison>, path = '/compare/user-zoe') {
  return renderScreen({
    path,
    route: '/compare/:userId',
    screen: <CompareScreen />,
    storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    api: { compareTraits: vi.fn(compareTraits) },
  });
}

const sentences = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CompareScreen (/compare/:userId)', () => {
  it('shows both charts side by side and what stands out', async () => {
    const view = renderCompare(async () => both);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare traits' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the comparison…');
    expect(await screen.findByRole('figure', { name: 'Your traits' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: "Zoe's traits" })).toBeInTheDocument();
    expect(screen.getByText('You and Zoe Quinn, side by side.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What stands out' })).toBeInTheDocument();
    expect(sentences('Biggest differences')).toEqual([
      'Alice scores higher on Extraversion (38) than Zoe (21).',
      'Alice scores higher on Intellect / Imagination (47) than Zoe (30).',
      'Zoe scores higher on Agreeableness (40) than Alice (24).',
    ]);
    expect(sentences('Closest similarities')).toEqual([
      'Alice and Zoe are close on Conscientiousness (45 and 43).',
      'Alice and Zoe are close on Emotional stability (31 and 34).',
    ]);
    expect(view.store.traits.compareUserId).toBe('user-zoe');
  });

  it('says so when the other person has no scores yet (their chart says it too)', async () => {
    renderCompare(async () => ({ ...both, them: traitProfileOf(zoe, null) }));
    expect(await screen.findByRole('figure', { name: "Zoe's traits" })).toHaveTextContent(
      'Zoe has not completed the questionnaire yet.',
    );
    expect(screen.getByRole('figure', { name: 'Your traits' })).toBeInTheDocument();
    expect(
      screen.getByText('Zoe has not completed the questionnaire yet, so there is nothing to compare.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What stands out' })).not.toBeInTheDocument();
  });

  it('a refusal (403: not shared both ways) shows the server’s reason, and Back goes to the connections', async () => {
    const view = renderCompare(async () => {
      throw new ApiError({ kind: 'http', status: 403, message: traitMessages.compareNeedsBoth });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can compare only when you and this person share your Personal Maps with each other.',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // Opened directly: nowhere to go back to but the connections.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.currentLocation()).toBe('/connections'));
  });

  it('too many comparisons in a short time (429) shows the server’s words', async () => {
    renderCompare(async () => {
      throw new ApiError({ kind: 'http', status: 429, message: traitMessages.tooManyViews });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(traitMessages.tooManyViews);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('Back returns where the person came from', async () => {
    const view = renderCompare(async () => both, '/home');
    await act(() => view.router.navigate('/compare/user-zoe'));
    await screen.findByRole('figure', { name: "Zoe's traits" });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.currentLocation()).toBe('/home'));
  });
});

describe('CompareScreen: full results in percentiles, each against their own group (issue 35)', () => {
  const women = { sex: 'female', ageBand: '21-40' } as const;
  const men = { sex: 'male', ageBand: '41-60' } as const;
  const fullMe = { ...traitProfileOf(alice, null), full: neoInsightOf(neoPercentiles.neutral, { group: women }) };

  it('both full: each person’s five percentiles against their own group, named, and what stands out in percentiles', async () => {
    renderCompare(async () => ({
      me: fullMe,
      them: { ...traitProfileOf(zoe, null), full: neoInsightOf(neoPercentiles.zoe, { group: men, connection: true }) },
    }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Percentiles' })).toBeInTheDocument();
    expect(screen.getByText('Each person is compared with their own group.')).toBeInTheDocument();
    expect(sentences('You: compared with women aged 21–40')).toContain(
      'Agreeableness: higher than 2% of women aged 21–40',
    );
    expect(sentences('Zoe: compared with men aged 41–60')).toContain(
      'Agreeableness: higher than 76% of men aged 41–60',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What stands out' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Biggest differences' })).toHaveTextContent(
      'Zoe stands higher on Agreeableness (higher than 76% of their group) than Alice (2%).',
    );
    expect(screen.queryByText(/scores higher on/)).not.toBeInTheDocument();
  });

  it('one side short: their raw scores in words, said to be no percentiles', async () => {
    renderCompare(async () => ({ me: fullMe, them: traitProfileOf(zoe, traitScores.zoe) }));
    expect(
      await screen.findByText(
        'Zoe took the short version (50 statements): their scores are raw sums from 10 to 50, not percentiles, so they are shown in words.',
      ),
    ).toBeInTheDocument();
    expect(sentences('Zoe (short version)')).toEqual([
      'Extraversion: low (21 of 10–50)',
      'Agreeableness: high (40 of 10–50)',
      'Conscientiousness: high (43 of 10–50)',
      'Emotional stability: middle (34 of 10–50)',
      'Intellect / Imagination: middle (30 of 10–50)',
    ]);
    expect(screen.queryByText(/higher than \d+% of .*Zoe/)).toBeNull();
  });
});
