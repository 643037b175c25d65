import { PERSONAL_MAP_REPORT_ID, errorMessages, type CatalogItem } from '@insight/api';
import { ada, traitProfileOf } from '@insight/api/testing';
import { libraryTexts, screenTexts, traitTexts } from '@insight/app';
import { formatPrice } from '@insight/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock } from 'fetch-mock';
import { expect, waitFor, within } from 'storybook/test';
import { images } from '../ui/fixtures';
import { library } from './connectionsData';
import { api, appAt, currentAddress, never, ScreenHarness, screenLoaders, type ScreenSetup } from './support';

const meta = {
  title: 'Screens/Home and Library',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const byId = (id: number): CatalogItem => {
  const found = library.find((item) => item.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

/** A guide as the server writes it, with what the sanitizer must remove. */
const guideHtml = (name: string) =>
  `<h2>${name}</h2><p>Prepared for Ada Lovelace.</p>` +
  '<h3>Extraversion</h3><p>Your score: 38 of 50 (high). You draw energy from people and tend to speak up early in a group.</p>' +
  '<ul><li>Book one conversation this week with someone new.</li><li>Leave room for quieter voices in meetings.</li></ul>' +
  '<h3>Conscientiousness</h3><p>Your score: 45 of 50 (high). You like a plan and keep your promises.</p>' +
  '<img src="x" onerror="window.__hacked = true" alt=""><script>window.__hacked = true</script>';

const settings: ScreenSetup['settings'] = {
  requiredPurchaseCatalogItemId: 1,
  featuredCatalogItemId: 1,
  mapLearnMoreUrl: 'https://ipip.ori.org/',
};

/** Every home-gate call answering "go on", then the catalogue and the guides. */
const libraryCalls = (http: FetchMock) => {
  http.get(api('/api/catalogitem/item/1/true'), byId(1));
  http.get(api('/api/survey'), { status: 'complete', url: null });
  http.get(api('/api/catalogitem/'), library);
  for (const item of library) {
    const report = item.catalogItemReports[0]?.report;
    if (report) http.get(api(`/api/report/user-ada/${report.reportId}`), guideHtml(report.reportName));
  }
};

const atHome = (mock?: (http: FetchMock) => void, extra: ScreenSetup['settings'] = {}) =>
  appAt({ path: '/home', signedIn: true, settings: { ...settings, ...extra }, mock });

const cardNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

async function openLibrary(canvas: ReturnType<typeof within>) {
  const owned = (await canvas.findByRole('heading', { level: 2, name: "Ada's Personal Guides" })).closest('section');
  const forSale = canvas.getByRole('heading', { level: 2, name: screenTexts.additionalGuides }).closest('section');
  if (!(owned instanceof HTMLElement) || !(forSale instanceof HTMLElement)) throw new Error('sections missing');
  return { owned, forSale };
}

/** The home gate is still asking who the person is: the loading overlay. */
export const Loading: Story = {
  args: { path: '/home' },
  render: atHome((http) => http.get(api('/api/mylifecontact'), never())),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading your library…')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/** The required purchase cannot be checked: SPEC §4 sends the person to /error. */
export const GateError: Story = {
  args: { path: '/home' },
  render: atHome((http) =>
    http.get(api('/api/catalogitem/item/1/true'), {
      status: 500,
      body: { status: 500, title: 'Error', error: 'Boom' },
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/error');
  },
};

/** The library: Start Here, the tabs, the owned guides and those for purchase in SPEC §9 order. */
export const Filled: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls),
  play: async ({ canvas }) => {
    const { owned, forSale } = await openLibrary(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: screenTexts.startHere })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View My Personal Map' })).toBeEnabled();
    // Start Here charts Ada's five traits.
    const figure = await canvas.findByRole('figure', { name: traitTexts.yourTraits });
    await expect(
      within(figure)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(traitTexts.labels));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      screenTexts.tabMyGuides,
      screenTexts.tabConnectionGuides,
      screenTexts.tabInvite,
    ]);
    await expect(cardNames(owned)).toEqual(['My Personal Map', 'Career Strengths']);
    await expect(within(owned).getAllByRole('button', { name: 'View' })).toHaveLength(2);
    await expect(cardNames(forSale)).toEqual([
      'Leadership Style',
      'Relationships & Communication',
      'Training Motivation',
      'Team Sports Fit',
    ]);
    const first = within(forSale).getAllByRole('article')[0];
    await expect(within(first).getByText(formatPrice(19.99, { only: true }))).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Overview' })).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Add to Cart' })).toHaveAttribute('href', byId(3).cartLink);
  },
};

/** Start Here with the dashboard video (its poster until played). */
export const WithVideo: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls, { dashboardVideoUrl: '/no-video.mp4', dashboardVideoPosterUrl: images.banner }),
  play: async ({ canvas }) => {
    await openLibrary(canvas);
    // The poster and its play button (the player comes when it is pressed: Components/VideoPlayer › With Play Button).
    const play = canvas.getByRole('button', { name: 'Play video: Welcome to Insight' });
    await expect(play.querySelector('img')).toHaveAttribute('src', images.banner);
  },
};

/** View on an owned guide: the report, sanitized, with Return to Library; no Learn More (not featured). */
export const ReportView: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls),
  play: async ({ canvas, userEvent }) => {
    const { owned } = await openLibrary(canvas);
    await userEvent.click(within(owned).getAllByRole('button', { name: 'View' })[1]);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Career Strengths' })).toBeVisible();
    const article = await canvas.findByRole('article', { name: 'Career Strengths' });
    // The guide's headings sit under the banner's h1, in order.
    await expect(within(article).getByRole('heading', { level: 2, name: 'Career Strengths' })).toBeVisible();
    await expect(within(article).getByRole('heading', { level: 3, name: 'Extraversion' })).toBeVisible();
    // DOMPurify ran: no script, no event handler attribute.
    await expect(article.querySelector('script')).toBeNull();
    await expect(article.querySelector('[onerror]')).toBeNull();
    await expect((window as Window & { __hacked?: boolean }).__hacked).toBeUndefined();
    await expect(canvas.getByRole('button', { name: screenTexts.returnToLibrary })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Learn More/ })).toBeNull();
  },
};

/** The personal map (the featured item) from Start Here, at its own address: the Learn More link and the chart. */
export const FeaturedMap: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openLibrary(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'View My Personal Map' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Personal Map' })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe(`/home/guide/${PERSONAL_MAP_REPORT_ID}`);
    await expect(await canvas.findByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      'https://ipip.ori.org/',
    );
    await userEvent.click(canvas.getByRole('button', { name: screenTexts.returnToLibrary }));
    await expect(await canvas.findByRole('heading', { level: 2, name: "Ada's Personal Guides" })).toBeVisible();
  },
};

/** Overview of a guide for sale: its price and Add to Cart. */
export const Overview: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls),
  play: async ({ canvas, userEvent }) => {
    const { forSale } = await openLibrary(canvas);
    await userEvent.click(within(forSale).getAllByRole('button', { name: 'Overview' })[0]);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leadership Style' })).toBeVisible();
    await expect(canvas.getByText(formatPrice(19.99, { only: true }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add to Cart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: screenTexts.returnToLibrary })).toBeVisible();
  },
};

/** My Connection's Guides for a person without connections. */
export const NoConnections: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls),
  play: async ({ canvas, userEvent }) => {
    await openLibrary(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: screenTexts.tabConnectionGuides }));
    await expect(canvas.getByText(screenTexts.noConnectionsLibrary)).toBeVisible();
    const guide = canvas.getByRole('combobox', { name: 'Guide' });
    await expect(guide).toBeDisabled();
    await expect(within(guide).getByRole('option', { name: screenTexts.selectPlaceholder })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('combobox', { name: 'Connection' })).getByRole('option', {
        name: screenTexts.selectPlaceholder,
      }),
    ).toBeInTheDocument();
  },
};

/** The invite tab: a promo linking to connections. */
export const InviteTab: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls),
  play: async ({ canvas, userEvent }) => {
    await openLibrary(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: screenTexts.tabInvite }));
    // The tab's code comes when it is first opened.
    await expect(await canvas.findByRole('link', { name: 'Go to My Connections' })).toHaveAttribute(
      'href',
      '/connections',
    );
  },
};

/** A featured item id that is not a number: SPEC §8's map text in an alert. */
export const FeaturedIdMissing: Story = {
  args: { path: '/home' },
  render: atHome(libraryCalls, { featuredCatalogItemId: undefined }),
  play: async ({ canvas }) => {
    await openLibrary(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errorMessages.featuredItemMissing);
  },
};

/** The print rules on the page (a real browser: the report view's global style). */
const printRules = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
    .map((rule) => rule.cssText)
    .join('\n');

/**
 * The Personal Map at its own address (/home/guide/1, a bookmark): Ada's trait chart above her guide, and
 * Download PDF, with the print rules that keep only the title, the chart and the guide on paper.
 */
export const PersonalMap: Story = {
  args: { path: `/home/guide/${PERSONAL_MAP_REPORT_ID}` },
  render: appAt({ path: `/home/guide/${PERSONAL_MAP_REPORT_ID}`, signedIn: true, settings, mock: libraryCalls }),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Personal Map' }, { timeout: 15_000 }),
    ).toBeVisible();
    const figure = await canvas.findByRole('figure', { name: traitTexts.yourTraits });
    const conscientiousness = within(figure).getByRole('row', { name: /Conscientiousness/ });
    await expect(within(conscientiousness).getByRole('cell')).toHaveTextContent('45');
    const article = await canvas.findByRole('article', { name: 'My Personal Map' });
    await expect(figure.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const download = canvas.getByRole('button', { name: libraryTexts.download });
    await expect(download.closest('[data-print="hidden"]')).not.toBeNull();
    await expect(canvasElement.querySelector('header')?.getAttribute('data-print')).toBe('hidden');
    await expect(canvasElement.querySelector('footer')?.getAttribute('data-print')).toBe('hidden');
    await expect(figure.querySelector('svg')).not.toBeNull();
    await waitFor(() => expect(printRules()).toMatch(/\[data-print="?hidden"?\]/));
    await expect(printRules()).toMatch(/break-before: page/);
  },
};

/** Start Here before the questionnaire's scores are there: the chart's place says so. */
export const StartHereNoScores: Story = {
  args: { path: '/home' },
  render: atHome((http) => {
    http.get(api('/api/traits/user-ada'), traitProfileOf(ada, null));
    libraryCalls(http);
  }),
  play: async ({ canvas }) => {
    await openLibrary(canvas);
    await expect(await canvas.findByRole('figure', { name: traitTexts.yourTraits })).toHaveTextContent(
      traitTexts.yourTraitsEmpty,
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The address of a guide that is not in the catalogue: the reason, and the way back to the library. */
export const GuideNotAvailable: Story = {
  args: { path: '/home/guide/999' },
  render: appAt({ path: '/home/guide/999', signedIn: true, settings, mock: libraryCalls }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: libraryTexts.guideMissingTitle }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(libraryTexts.guideNotFound);
    await expect(canvas.getByRole('button', { name: screenTexts.returnToLibrary })).toBeVisible();
  },
};
