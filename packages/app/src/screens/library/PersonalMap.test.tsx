import '../../test/setup';
import {
  ApiError,
  NEO_DOMAINS,
  STORAGE_KEYS,
  surveyMessages,
  type SurveyStatus,
  type TraitProfile,
} from '@insight/api';
import { person, traitProfileOf, traitScores } from '@insight/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser, type FakeEnvOptions } from '../../test/fakeEnv';
import { neoInsightOf, neoPercentiles } from '../../test/neo';
import { renderScreen } from '../../test/render';
import { domainWords, facetWords } from '../../texts/facets';
import { OwnerInsight } from './PersonalMap';

const alice = person('user-1', 'Alice', 'Liddell');
const bob = person('user-bob', 'Bob', 'Stone');
const women = { sex: 'female', ageBand: '21-40' } as const;
const men = { sex: 'male', ageBand: '41-60' } as const;

const fullProfile = (options: Parameters<typeof neoInsightOf>[1] = {}, who = alice): TraitProfile => ({
  ...traitProfileOf(who, null),
  full: neoInsightOf(neoPercentiles.neutral, { group: women, ...options }),
});

function renderMap(
  profile: TraitProfile,
  {
    theirName,
    api = {},
    survey = { status: 'complete', url: 'http://api.test/s/1' },
  }: {
    theirName?: string;
    api?: FakeEnvOptions['api'];
    survey?: SurveyStatus;
  } = {},
) {
  const view = renderScreen({
    path: '/map',
    route: '/map',
    screen: <OwnerInsight userId={profile.userId} theirName={theirName} />,
    storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    api: { getTraits: vi.fn(async () => profile), ...api },
  });
  act(() => view.store.survey.setSurvey(survey));
  return view;
}

describe('Personal Map: a full result (IPIP-NEO-120)', () => {
  it('names the group, says where the norms come from, dates the take and reads each trait as a sentence', async () => {
    renderMap(fullProfile());
    expect(await screen.findByText('Compared with women aged 21–40')).toBeInTheDocument();
    expect(screen.getByText('Taken on November 20, 2026')).toBeInTheDocument();
    const sentences = within(screen.getByRole('list', { name: 'Where you stand' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sentences).toEqual([
      `${domainWords.neuroticism.name}: higher than 49% of women aged 21–40`,
      `${domainWords.extraversion.name}: higher than 29% of women aged 21–40`,
      `${domainWords.openness.name}: higher than 8% of women aged 21–40`,
      'Agreeableness: higher than 2% of women aged 21–40',
      `${domainWords.conscientiousness.name}: higher than 13% of women aged 21–40`,
    ]);
  });

  it('shows the five traits, each with its percentile meter and its six facets with their level’s text', async () => {
    renderMap(fullProfile());
    await screen.findByRole('heading', { level: 2, name: 'Your traits and their facets' });
    for (const domain of NEO_DOMAINS) {
      expect(screen.getByRole('heading', { level: 3, name: domainWords[domain].name })).toBeInTheDocument();
    }
    const agreeableness = screen.getByRole('meter', { name: 'Agreeableness' });
    expect(agreeableness).toHaveAttribute('aria-valuenow', '2');
    expect(agreeableness).toHaveAttribute('aria-valuetext', 'Higher than 2% of women aged 21–40');
    // Trust: 2 − 10, held to 1; low.
    const trust = screen.getByRole('meter', { name: facetWords.agreeableness.trust.name });
    expect(trust).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText(facetWords.agreeableness.trust.low)).toBeInTheDocument();
    expect(screen.getAllByRole('meter')).toHaveLength(35);
  });

  it('mine, group not chosen: says the default group is used and asks to choose; the chooser is prefilled', async () => {
    renderMap(fullProfile({ groupChosen: false, group: { sex: 'unspecified', ageBand: '21-40' } }));
    expect(
      await screen.findByText(
        'You have not chosen your group yet, so you are compared with people aged 21–40. Choose the group that fits you.',
      ),
    ).toBeInTheDocument();
    const chooser = screen.getByRole('group', { name: 'Compared with' });
    expect(within(chooser).getByRole('radio', { name: 'Both, averaged (prefer not to say)' })).toBeChecked();
    expect(within(chooser).getByRole('radio', { name: '21–40' })).toBeChecked();
  });

  it('mine: choosing a group saves it at once and the results follow', async () => {
    const getTraits = vi
      .fn()
      .mockResolvedValueOnce(fullProfile())
      .mockResolvedValueOnce(fullProfile({ group: { sex: 'female', ageBand: '41-60' } }));
    const setComparisonGroup = vi.fn(async () => ({ sex: 'female' as const, ageBand: '41-60' as const }));
    renderMap(fullProfile(), { api: { getTraits, setComparisonGroup } });
    const chooser = await screen.findByRole('group', { name: 'Compared with' });
    expect(screen.queryByText(/You have not chosen your group yet/)).toBeNull();
    await userEvent.click(within(chooser).getByRole('radio', { name: '41–60' }));
    expect(setComparisonGroup).toHaveBeenCalledWith({ sex: 'female', ageBand: '41-60' });
    expect(await screen.findByText('Compared with women aged 41–60')).toBeInTheDocument();
  });

  it('mine: a year of birth sets the age band (the age reached this year); a year out of range is refused', async () => {
    const setComparisonGroup = vi.fn(async () => men);
    renderMap(fullProfile(), { api: { setComparisonGroup } });
    const year = await screen.findByRole('textbox', { name: /Year of birth/ });
    await userEvent.type(year, '1800');
    await userEvent.click(screen.getByRole('button', { name: 'Use my year of birth' }));
    expect(screen.getByText('Enter a year of birth that gives an age from 0 to 130.')).toBeInTheDocument();
    expect(setComparisonGroup).not.toHaveBeenCalled();
    await userEvent.clear(year);
    await userEvent.type(year, String(new Date().getUTCFullYear() - 50));
    await userEvent.click(screen.getByRole('button', { name: 'Use my year of birth' }));
    expect(setComparisonGroup).toHaveBeenCalledWith({ sex: 'female', ageBand: '41-60' });
  });

  it('mine, by keyboard: the retake button, the two radio groups, the year of birth and its button, in that order', async () => {
    const user = userEvent.setup();
    renderMap(fullProfile());
    await screen.findByRole('group', { name: 'Compared with' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Take the questionnaire again' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Women' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: '21–40' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Year of birth/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use my year of birth' })).toHaveFocus();
  });

  it('mine: a refused group shows the reason and the chooser keeps the group saved', async () => {
    const setComparisonGroup = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: surveyMessages.groupInvalid }));
    renderMap(fullProfile(), { api: { setComparisonGroup } });
    const chooser = await screen.findByRole('group', { name: 'Compared with' });
    await userEvent.click(within(chooser).getByRole('radio', { name: 'Men' }));
    expect(await screen.findByText(surveyMessages.groupInvalid)).toBeInTheDocument();
    await waitFor(() => expect(within(chooser).getByRole('radio', { name: 'Women' })).toBeChecked());
    expect(screen.getByText('Compared with women aged 21–40')).toBeInTheDocument();
  });

  it('mine, two full takes or more: a history line per trait and the change in points on each trait', async () => {
    renderMap(
      fullProfile({
        earlier: [
          { takenAt: '2026-05-02T09:00:00.000Z', percentiles: { ...neoPercentiles.neutral, agreeableness: 8 } },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'How you changed' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /over time:/ })).toHaveLength(5);
    expect(screen.getByRole('img', { name: /^Agreeableness over time:/ })).toBeInTheDocument();
    expect(screen.getByText('−6 points since last time')).toBeInTheDocument();
    expect(screen.getAllByText('No change since last time')).toHaveLength(4);
  });

  it('mine, one full take: no history', async () => {
    renderMap(fullProfile());
    await screen.findByText('Compared with women aged 21–40');
    expect(screen.queryByRole('heading', { name: 'How you changed' })).toBeNull();
    expect(screen.queryByText(/since last time/)).toBeNull();
  });

  it('mine: "Take the questionnaire again" starts a retake and leaves for its url', async () => {
    const startRetake = vi.fn(async () => ({ url: 'http://api.test/survey/take/9' }));
    const { location } = renderMap(fullProfile(), { api: { startRetake } });
    await userEvent.click(await screen.findByRole('button', { name: 'Take the questionnaire again' }));
    await waitFor(() => expect(location.assigned).toEqual(['http://api.test/survey/take/9']));
  });

  it('mine, a retake under way: the notice and Continue to its url; the current results stay', async () => {
    const { location } = renderMap(fullProfile(), {
      survey: {
        status: 'complete',
        url: 'http://api.test/s/1',
        retake: { status: 'inprogress', url: 'http://api.test/s/2' },
      },
    });
    expect(await screen.findByText('You have a new questionnaire under way')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the questionnaire again' })).toBeNull();
    expect(screen.getByText('Compared with women aged 21–40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location.assigned).toEqual(['http://api.test/s/2']);
  });

  it('a connection’s map: their group named, no chooser, no history, no retake', async () => {
    renderMap(fullProfile({ group: men, connection: true }, bob), { theirName: 'Bob' });
    expect(await screen.findByText('Compared with men aged 41–60')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where Bob stands' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Bob's traits and their facets" })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Compared with' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the questionnaire again' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How you changed' })).toBeNull();
  });
});

describe('Personal Map: the short version (50 statements)', () => {
  it('mine: today’s chart, labelled, with the invitation to the full questionnaire', async () => {
    const startRetake = vi.fn(async () => ({ url: 'http://api.test/survey/take/5' }));
    const { location } = renderMap(traitProfileOf(alice, traitScores.ada), { api: { startRetake } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Short version (50 statements)' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Your traits' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The full questionnaire (120 statements) shows your 30 facets and where you stand among people of your sex and age.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take the full questionnaire' }));
    await waitFor(() => expect(location.assigned).toEqual(['http://api.test/survey/take/5']));
  });

  it('a connection’s: the chart, labelled, and no invitation', async () => {
    renderMap(traitProfileOf(bob, traitScores.zoe), { theirName: 'Bob' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Short version (50 statements)' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: "Bob's traits" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the full questionnaire' })).toBeNull();
  });
});
