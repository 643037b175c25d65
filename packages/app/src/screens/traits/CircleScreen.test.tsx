import '../../test/setup';
import { ApiError, STORAGE_KEYS, traitMessages, type TraitCircle } from '@insight/api';
import { connectionOf, person, traitProfileOf, traitScores } from '@insight/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { neoInsightOf, neoPercentiles } from '../../test/neo';
import { renderScreen } from '../../test/render';
import { CircleScreen } from './CircleScreen';

const map = { reportId: 1, reportName: 'My Personal Map' };
const alice = person('user-1', 'Alice', 'Liddell');
const zoe = person('2', 'Zoe', 'Quinn');
const bea = person('3', 'Bea', 'Lee');
const cy = person('4', 'Cy', 'Young');
const connections = [
  connectionOf({ id: 11, me: alice, other: zoe, mine: [map], theirs: [map] }),
  connectionOf({ id: 12, me: alice, other: bea, mine: [map], theirs: [map] }),
  // Cy shares, Alice does not: Cy cannot be chosen.
  connectionOf({ id: 13, me: alice, other: cy, theirs: [map] }),
];
const circleOf = (ids: readonly string[]): TraitCircle => ({
  me: traitProfileOf(alice, traitScores.ada),
  people: ids.map((id) =>
    id === '2' ? traitProfileOf(zoe, traitScores.zoe) : traitProfileOf(bea, { ...traitScores.zoe, extraversion: 12 }),
  ),
});

function renderCircle(path = '/circle', traitCircle = vi.fn(async (ids: readonly string[]) => circleOf(ids))) {
  const view = renderScreen({
    path,
    route: '/circle',
    screen: <CircleScreen />,
    storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    api: {
      listConnections: vi.fn(async () => connections),
      listSentRequests: vi.fn(async () => []),
      listReceivedRequests: vi.fn(async () => []),
      traitCircle,
    },
  });
  return { ...view, traitCircle };
}

describe('CircleScreen (/circle)', () => {
  it('offers only people who share their Personal Map both ways, and draws the circle as they are chosen', async () => {
    const view = renderCircle();
    expect(screen.getByRole('heading', { level: 1, name: 'My circle' })).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'People in your circle' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group).getByRole('checkbox', { name: 'Bea Lee' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Zoe Quinn' })).not.toBeChecked();
    expect(within(group).queryByRole('checkbox', { name: 'Cy Young' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose someone to see your circle.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(group).getByRole('checkbox', { name: 'Zoe Quinn' }));
    await waitFor(() => expect(view.currentLocation()).toBe('/circle?with=2'));
    await user.click(within(group).getByRole('checkbox', { name: 'Bea Lee' }));
    await waitFor(() => expect(view.currentLocation()).toBe('/circle?with=2,3'));
    expect(view.traitCircle).toHaveBeenLastCalledWith(['2', '3']);
    const chart = await screen.findByRole('figure', { name: 'Your circle' });
    const columns = within(chart)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Trait', 'You', 'Zoe', 'Bea']);
    expect(
      screen.getByText("The circle's widest gap is in Extraversion: from 12 (Bea) to 38 (You)."),
    ).toBeInTheDocument();
    const spread = screen.getByRole('table', { name: 'Where your circle agrees and differs' });
    expect(within(spread).getByRole('row', { name: /^Extraversion/ })).toHaveTextContent(
      'Extraversion12, Bea38, You26',
    );
  });

  it('keeps the chosen people in its address: a deep link opens the same circle', async () => {
    const view = renderCircle('/circle?with=3,2');
    expect(await screen.findByRole('figure', { name: 'Your circle' })).toBeInTheDocument();
    expect(view.traitCircle).toHaveBeenCalledWith(['3', '2']);
    const group = await screen.findByRole('group', { name: 'People in your circle' });
    expect(within(group).getByRole('checkbox', { name: 'Bea Lee' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Zoe Quinn' })).toBeChecked();
  });

  it("shows the server's refusal when someone no longer shares both ways", async () => {
    renderCircle(
      '/circle?with=2',
      vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: traitMessages.circleNeedsBoth })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(traitMessages.circleNeedsBoth);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says too many circles in a short time in the server’s words (429)', async () => {
    renderCircle(
      '/circle?with=2',
      vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 429, message: traitMessages.tooManyViews })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(traitMessages.tooManyViews);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('holds eight people: with eight chosen, the others wait, and it says so', async () => {
    const many = Array.from({ length: 9 }, (_, i) => person(String(20 + i), `P${i + 1}`, 'Person'));
    renderScreen({
      path: `/circle?with=${many
        .slice(0, 8)
        .map((p) => p.id)
        .join(',')}`,
      route: '/circle',
      screen: <CircleScreen />,
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
      api: {
        listConnections: vi.fn(async () =>
          many.map((other, i) => connectionOf({ id: 30 + i, me: alice, other, mine: [map], theirs: [map] })),
        ),
        listSentRequests: vi.fn(async () => []),
        listReceivedRequests: vi.fn(async () => []),
        traitCircle: vi.fn(async (ids: readonly string[]) => ({
          me: traitProfileOf(alice, traitScores.ada),
          people: ids.map((id) => traitProfileOf(many.find((p) => p.id === id) ?? alice, traitScores.zoe)),
        })),
      },
    });
    const group = await screen.findByRole('group', { name: 'People in your circle' });
    expect(within(group).getByRole('checkbox', { name: 'P9 Person' })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'P8 Person' })).toBeEnabled();
    expect(within(group).getByRole('status')).toHaveTextContent(
      'Your circle holds 8 people. Take someone out to add another.',
    );
    const chart = await screen.findByRole('figure', { name: 'Your circle' });
    expect(within(chart).getAllByRole('columnheader')).toHaveLength(10);
  });
});

describe('CircleScreen: full results in percentiles, each against their own group (issue 35)', () => {
  it('plots the full results in percentiles, names each group, and keeps a short version on its raw chart in words', async () => {
    const traitCircle = vi.fn(async (): Promise<TraitCircle> => ({
      me: { ...traitProfileOf(alice, null), full: neoInsightOf(neoPercentiles.neutral) },
      people: [
        {
          ...traitProfileOf(zoe, null),
          full: neoInsightOf(neoPercentiles.zoe, { group: { sex: 'male', ageBand: '41-60' }, connection: true }),
        },
        traitProfileOf(bea, traitScores.zoe),
      ],
    }));
    renderCircle('/circle?with=2,3', traitCircle);
    const percentiles = await screen.findByRole('figure', { name: 'Your circle in percentiles' });
    const agreeableness = within(percentiles).getByRole('row', { name: /Agreeableness/ });
    expect(
      within(agreeableness)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '76']);
    expect(screen.getByText('Each person is compared with their own group.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'You: compared with women aged 21–40' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Zoe: compared with men aged 41–60' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bea took the short version (50 statements): their scores are raw sums from 10 to 50, not percentiles, so they are shown in words.',
      ),
    ).toBeInTheDocument();
    // Bea's raw sums stay on a chart of their own, labelled.
    const short = screen.getByRole('figure', { name: 'Short version (50 statements)' });
    expect(within(short).getByRole('row', { name: /Agreeableness/ })).toHaveTextContent('40');
  });
});
