import { PERSONAL_MAP_REPORT_ID, toastMessages } from '@insight/api';
import { compareTexts, libraryTexts, screenTexts, traitTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock } from 'fetch-mock';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ada, requestOf, traitProfileOf, traitScores } from '@insight/api/testing';
import { bobConnection, library, zoe, zoeConnection, zoeSharingMap } from './connectionsData';
import { api, appAt, currentAddress, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Library connections',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const guideHtml = (name: string, owner: string) =>
  `<h2>${name}</h2><p>Prepared for ${owner}.</p><h3>Openness</h3><p>Your score: 44 of 50 (high). You enjoy new ideas and ask many questions.</p>`;

/** The home gate answering "go on", the catalogue, and Zoe's and Bob's connections; at /home unless told. */
const atHome = (more?: (http: FetchMock) => void, path = '/home') =>
  appAt({
    path,
    signedIn: true,
    settings: { requiredPurchaseCatalogItemId: 1, featuredCatalogItemId: 1 },
    mock: (http) => {
      more?.(http);
      http.get(api('/api/catalogitem/item/1/true'), library.find((item) => item.id === 1) ?? {});
      http.get(api('/api/survey'), { status: 'complete', url: null });
      http.get(api('/api/catalogitem/'), library);
      http.get(api('/api/connection'), [zoeConnection, bobConnection]);
      http.get(api('/api/report/user-zoe/103'), guideHtml('Leadership Style', 'Zoe Quinn'));
    },
  });

async function openTab(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (el: Element) => Promise<void> },
  tab: string,
) {
  await canvas.findByRole('heading', { level: 2, name: "Ada's Personal Guides" }, { timeout: 15_000 });
  await userEvent.click(canvas.getByRole('tab', { name: tab }));
  return canvas.getByRole('tabpanel', { name: tab });
}

/** My Connection's Guides: the connection selector by first name; the guide selector waits for one. */
export const ConnectionGuides: Story = {
  args: { path: '/home' },
  render: atHome(),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabConnectionGuides);
    const connection = await within(panel).findByRole('combobox', { name: 'Connection' });
    await waitFor(() =>
      expect(
        within(connection)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([screenTexts.selectPlaceholder, 'Bob Builder', 'Zoe Quinn']),
    );
    const guide = within(panel).getByRole('combobox', { name: 'Guide' });
    await expect(guide).toBeDisabled();
    await userEvent.selectOptions(connection, 'Zoe Quinn');
    await expect(guide).toBeEnabled();
    await expect(
      within(guide)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([screenTexts.selectPlaceholder, 'Career Strengths', 'Leadership Style']);
    await expect(within(panel).getByRole('button', { name: 'View' })).toBeDisabled();
  },
};

/** A connection who shares nothing: SPEC's message, the guide selector disabled. */
export const NotSharing: Story = {
  args: { path: '/home' },
  render: atHome(),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabConnectionGuides);
    const connection = await within(panel).findByRole('combobox', { name: 'Connection' });
    await waitFor(() => expect(within(connection).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(connection, 'Bob Builder');
    await expect(within(panel).getByText(screenTexts.notSharing)).toBeVisible();
    await expect(within(panel).getByRole('combobox', { name: 'Guide' })).toBeDisabled();
  },
};

/** No connections: SPEC's library message. */
export const NoConnections: Story = {
  args: { path: '/home' },
  render: atHome((http) => http.get(api('/api/connection'), [])),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabConnectionGuides);
    await expect(await within(panel).findByText(screenTexts.noConnectionsLibrary)).toBeVisible();
  },
};

/** The connections cannot be had: SPEC §8's text. */
export const ConnectionsError: Story = {
  args: { path: '/home' },
  render: atHome((http) =>
    http.get(api('/api/connection'), { status: 500, body: { status: 500, title: 'Error', error: 'Down' } }),
  ),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabConnectionGuides);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(toastMessages.connectionsLoadFail);
  },
};

/** View: Zoe's guide as she shares it, 'report name : first last', with SPEC's line. */
export const ConnectionReport: Story = {
  args: { path: '/home' },
  render: atHome(),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabConnectionGuides);
    const connection = await within(panel).findByRole('combobox', { name: 'Connection' });
    await waitFor(() => expect(within(connection).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(connection, 'Zoe Quinn');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Guide' }), 'Leadership Style');
    await userEvent.click(within(panel).getByRole('button', { name: 'View' }));
    const title = screenTexts.connectionReportTitle('Leadership Style', 'Zoe', 'Quinn');
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(screenTexts.viewingAs('Zoe Quinn'))).toBeVisible();
    await expect(await canvas.findByRole('article', { name: title })).toHaveTextContent('Prepared for Zoe Quinn.');
    await expect(canvas.getByRole('button', { name: screenTexts.returnToLibrary })).toBeVisible();
  },
};

/** The Invite tab: the promo and the invite form; Clear empties it. */
export const InviteForm: Story = {
  args: { path: '/home' },
  render: atHome(),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabInvite);
    await expect(within(panel).getByRole('link', { name: 'Go to My Connections' })).toHaveAttribute(
      'href',
      '/connections',
    );
    const form = within(panel).getByRole('form', { name: 'Invite a connection' });
    await expect(within(form).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Erin');
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue('');
  },
};

/** The Invite tab sends: the e-mail toasts and the sharing dialog opens on the new request. */
export const InviteSent: Story = {
  args: { path: '/home' },
  render: atHome((http) => {
    http.post(
      api('/api/connectionrequest/'),
      requestOf({ id: 51, requester: ada, firstName: 'Erin', lastName: 'Example', email: 'erin@example.com' }),
    );
    http.post(api('/api/email/invite'), 204);
  }),
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabInvite);
    const form = within(panel).getByRole('form', { name: 'Invite a connection' });
    await userEvent.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Erin');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Example');
    await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'erin@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(await screen.findByRole('dialog', { name: screenTexts.shareTitle('Erin Example') })).toBeVisible();
    await expect(await screen.findByText(toastMessages.emailSent, { selector: '.toast-message' })).toBeVisible();
  },
};

/** Zoe and Ada share their Personal Maps with each other; Zoe's scores and her map as she shares it. */
const sharingMaps = (http: FetchMock) => {
  http.get(api('/api/connection'), [zoeSharingMap, bobConnection]);
  http.get(api(`/api/traits/${zoe.id}`), traitProfileOf(zoe, traitScores.zoe));
  http.get(api(`/api/report/${zoe.id}/${PERSONAL_MAP_REPORT_ID}`), guideHtml('My Personal Map', 'Zoe Quinn'));
  http.get(api(`/api/traits/compare/${zoe.id}`), {
    me: traitProfileOf(ada, traitScores.ada),
    them: traitProfileOf(zoe, traitScores.zoe),
  });
};

/** Zoe's Personal Map at its own address (a bookmark): her trait chart above her guide, titled with her name. */
export const ConnectionPersonalMap: Story = {
  args: { path: `/home/guide/${PERSONAL_MAP_REPORT_ID}/of/${zoe.id}` },
  render: atHome(sharingMaps, `/home/guide/${PERSONAL_MAP_REPORT_ID}/of/${zoe.id}`),
  play: async ({ canvas }) => {
    const title = screenTexts.connectionReportTitle('My Personal Map', 'Zoe', 'Quinn');
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText(screenTexts.viewingAs('Zoe Quinn'))).toBeVisible();
    const figure = await canvas.findByRole('figure', { name: traitTexts.theirTraits('Zoe') });
    const agreeableness = within(figure).getByRole('row', { name: /Agreeableness/ });
    await expect(within(agreeableness).getByRole('cell')).toHaveTextContent('40');
    await expect(await canvas.findByRole('article', { name: title })).toHaveTextContent('Prepared for Zoe Quinn.');
    await expect(canvas.getByRole('button', { name: libraryTexts.download })).toBeVisible();
  },
};

/** My Connection's Guides: Compare shows for Zoe (both share their maps), not for Bob; it opens the compare view. */
export const CompareFromTab: Story = {
  args: { path: '/home' },
  render: atHome(sharingMaps),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const panel = await openTab(canvas, userEvent, screenTexts.tabConnectionGuides);
    const connection = await within(panel).findByRole('combobox', { name: 'Connection' });
    await waitFor(() => expect(within(connection).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(connection, 'Bob Builder');
    await expect(within(panel).queryByRole('button', { name: /^Compare/ })).toBeNull();
    await userEvent.selectOptions(connection, 'Zoe Quinn');
    await userEvent.click(within(panel).getByRole('button', { name: compareTexts.actionLabel('Zoe Quinn') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: compareTexts.heading })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe(`/compare/${zoe.id}`);
    await expect(await canvas.findByRole('figure', { name: traitTexts.theirTraits('Zoe') })).toBeVisible();
  },
};
