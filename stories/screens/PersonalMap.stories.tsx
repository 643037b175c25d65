import { PERSONAL_MAP_REPORT_ID, type CatalogItem, type NeoGroup, type TraitProfile } from '@insight/api';
import { ada, traitProfileOf, traitScores } from '@insight/api/testing';
import { insightTexts, screenTexts, traitTexts } from '@insight/app';
import { neoInsightOf, neoPercentiles } from '@insight/app/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock } from 'fetch-mock';
import { expect, waitFor, within } from 'storybook/test';
import { bobConnection, library, zoe, zoeSharingMap } from './connectionsData';
import { api, appAt, ScreenHarness, screenLoaders } from './support';

/**
 * The Personal Map with the full questionnaire (IPIP-NEO-120, issue 35): percentiles against a named group, the
 * thirty facets, the group chooser, the history of takes and a retake; the short version labelled; a connection's
 * map against their own group; Start Here's chart in percentiles.
 */
const meta = {
  title: 'Screens/Personal Map',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const mapPath = `/home/guide/${PERSONAL_MAP_REPORT_ID}`;
const people: NeoGroup = { sex: 'unspecified', ageBand: '21-40' };
const women: NeoGroup = { sex: 'female', ageBand: '21-40' };
const men: NeoGroup = { sex: 'male', ageBand: '41-60' };

const adaFull = (options: Parameters<typeof neoInsightOf>[1] = {}): TraitProfile => ({
  ...traitProfileOf(ada, null),
  full: neoInsightOf(neoPercentiles.neutral, { group: women, ...options }),
});

const guideHtml = (owner: string) =>
  `<h2>My Personal Map</h2><p>Prepared for ${owner}.</p><h3>Agreeableness</h3><p>You weigh your own view before you give way.</p>`;

/** The home gate answering "go on" (the survey status as given), the catalogue and the map's guide. */
const mapCalls =
  (traits: Parameters<FetchMock['get']>[1], survey: object = { status: 'complete', url: null }) =>
  (http: FetchMock) => {
    http.get(api(`/api/traits/${ada.id}`), traits);
    http.get(api('/api/catalogitem/item/1/true'), library.find((item: CatalogItem) => item.id === 1) ?? {});
    http.get(api('/api/survey'), survey);
    http.get(api('/api/catalogitem/'), library);
    http.get(api(`/api/report/${ada.id}/${PERSONAL_MAP_REPORT_ID}`), guideHtml('Ada Lovelace'));
  };

const settings = { requiredPurchaseCatalogItemId: 1, featuredCatalogItemId: 1 };

const sentences = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * The map's page, drawn to its end: its title, and the guide's text under the results (it comes by its own call;
 * a picture taken before it would be cut short).
 */
const findMap = async (canvas: ReturnType<typeof within>) => {
  const title = await canvas.findByRole('heading', { level: 1, name: 'My Personal Map' }, { timeout: 15_000 });
  await expect(
    await canvas.findByText('You weigh your own view before you give way.', {}, { timeout: 15_000 }),
  ).toBeVisible();
  return title;
};

/**
 * A group not chosen yet: the default group named, the map says so and asks; choosing Women saves at once and the results follow ('Compared with women aged 21–40').
 */
export const ChooseGroup: Story = {
  args: { path: mapPath },
  render: appAt({
    path: mapPath,
    signedIn: true,
    settings,
    mock: (http) => {
      // The first read: no group chosen; every read after the save: women aged 21–40, chosen.
      let saved = false;
      http.put(api('/api/survey/group'), () => {
        saved = true;
        return women;
      });
      mapCalls(() => (saved ? adaFull() : adaFull({ group: people, groupChosen: false })))(http);
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await findMap(canvas);
    await expect(await canvas.findByText('Compared with people aged 21–40')).toBeVisible();
    await expect(
      canvas.getByText(
        'You have not chosen your group yet, so you are compared with people aged 21–40. Choose the group that fits you.',
      ),
    ).toBeVisible();
    await expect(sentences(canvas, insightTexts.summaryHeading)).toContain(
      'Agreeableness: higher than 2% of people aged 21–40',
    );
    const chooser = canvas.getByRole('group', { name: 'Compared with' });
    const both = within(chooser).getByRole('radio', { name: 'Both, averaged (prefer not to say)' });
    await expect(both).toBeChecked();
    await userEvent.click(within(chooser).getByRole('radio', { name: 'Women' }));
    await expect(await canvas.findByText('Compared with women aged 21–40')).toBeVisible();
    await waitFor(() => expect(within(chooser).getByRole('radio', { name: 'Women' })).toBeChecked());
    await waitFor(() => expect(canvas.queryByText(/You have not chosen your group yet/)).toBeNull());
    await expect(canvas.getByRole('meter', { name: 'Agreeableness' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 2% of women aged 21–40',
    );
  },
};

/**
 * Two full takes and a third under way: the notice and Continue, the change on each trait's bar, a history line
 * per trait; the current results stay.
 */
export const HistoryAndRetake: Story = {
  args: { path: mapPath },
  render: appAt({
    path: mapPath,
    signedIn: true,
    settings,
    mock: mapCalls(
      adaFull({
        earlier: [
          {
            takenAt: '2026-05-02T09:00:00.000Z',
            percentiles: { neuroticism: 45, extraversion: 25, openness: 10, agreeableness: 8, conscientiousness: 13 },
          },
        ],
      }),
      {
        status: 'complete',
        url: 'https://api.insight.test/survey/take/1',
        retake: { status: 'inprogress', url: 'https://api.insight.test/survey/take/2' },
      },
    ),
  }),
  play: async ({ canvas }) => {
    await findMap(canvas);
    await expect(await canvas.findByText('You have a new questionnaire under way')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Take the questionnaire again' })).toBeNull();
    await expect(canvas.getByText('Taken on November 20, 2026')).toBeVisible();
    await expect(canvas.getByText('−6 points since last time')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'How you changed' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /over time:/ })).toHaveLength(5);
  },
};

/** One full take, group chosen: the facets of each trait, and "Take the questionnaire again". */
export const FullResult: Story = {
  args: { path: mapPath },
  render: appAt({ path: mapPath, signedIn: true, settings, mock: mapCalls(adaFull()) }),
  play: async ({ canvas }) => {
    await findMap(canvas);
    await expect(await canvas.findByText('Compared with women aged 21–40')).toBeVisible();
    await expect(canvas.queryByText(/You have not chosen your group yet/)).toBeNull();
    await expect(canvas.getAllByRole('meter')).toHaveLength(35);
    const facets = canvas.getByRole('region', { name: 'Your traits and their facets' });
    await expect(within(facets).getByRole('heading', { level: 3, name: 'Agreeableness' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Take the questionnaire again' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /Year of birth/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'How you changed' })).toBeNull();
  },
};

/** The short version (50 statements): today's chart, labelled, and the invitation to the full questionnaire. */
export const ShortVersion: Story = {
  args: { path: mapPath },
  render: appAt({ path: mapPath, signedIn: true, settings, mock: mapCalls(traitProfileOf(ada, traitScores.ada)) }),
  play: async ({ canvas }) => {
    await findMap(canvas);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Short version (50 statements)' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
    await expect(
      canvas.getByText(
        'The full questionnaire (120 statements) shows your 30 facets and where you stand among people of your sex and age.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Take the full questionnaire' })).toBeEnabled();
  },
};

/** Zoe's map, as she shares it: against her own group, named; no chooser, no history, no retake. */
export const ConnectionMap: Story = {
  args: { path: `${mapPath}/of/${zoe.id}` },
  render: appAt({
    path: `${mapPath}/of/${zoe.id}`,
    signedIn: true,
    settings,
    mock: (http) => {
      http.get(api('/api/connection'), [zoeSharingMap, bobConnection]);
      http.get(api(`/api/traits/${zoe.id}`), {
        ...traitProfileOf(zoe, null),
        full: neoInsightOf(neoPercentiles.zoe, { group: men, connection: true }),
      });
      http.get(api(`/api/report/${zoe.id}/${PERSONAL_MAP_REPORT_ID}`), guideHtml('Zoe Quinn'));
      mapCalls(adaFull())(http);
    },
  }),
  play: async ({ canvas }) => {
    const title = screenTexts.connectionReportTitle('My Personal Map', 'Zoe', 'Quinn');
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByText('Compared with men aged 41–60')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Where Zoe stands' })).toBeVisible();
    await expect(sentences(canvas, 'Where Zoe stands')).toContain('Agreeableness: higher than 76% of men aged 41–60');
    await expect(canvas.queryByRole('group', { name: 'Compared with' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Take the questionnaire again' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'How you changed' })).toBeNull();
    await expect(await canvas.findByText('You weigh your own view before you give way.')).toBeVisible();
  },
};

/** Start Here with a full result: the five percentiles on a 1–99 scale. */
export const StartHereFull: Story = {
  args: { path: '/home' },
  render: appAt({ path: '/home', signedIn: true, settings, mock: mapCalls(adaFull()) }),
  play: async ({ canvas }) => {
    const figure = await canvas.findByRole('figure', { name: traitTexts.yourTraits }, { timeout: 15_000 });
    const agreeableness = await within(figure).findByRole('row', { name: /Agreeableness/ });
    await expect(within(agreeableness).getByRole('cell')).toHaveTextContent('2');
    await expect(figure).toHaveTextContent('1st percentile');
    await expect(figure).toHaveTextContent('99th percentile');
  },
};
