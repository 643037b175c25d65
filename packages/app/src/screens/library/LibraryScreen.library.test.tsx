// The library screen (/home): the guide lists, the scrolling and the other tabs.
import '../../test/setup';
import { ApiError, PERSONAL_MAP_REPORT_ID, errorMessages } from '@insight/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogItem, reportHtml, connectionOf, person, reports, requestOf } from '@insight/api/testing';
import { contact, renderLibrary } from './LibraryScreen.fixtures';

const cardNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Home: the library', () => {
  it('shows Start Here with the map button, the three tabs and My Guides', async () => {
    renderLibrary();
    expect(await screen.findByRole('heading', { level: 2, name: "Alice's Personal Guides" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Start Here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View My Personal Map' })).toBeEnabled();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Guides',
      "My Connection's Guides",
      'Invite Friends, Family, Colleagues',
    ]);
    expect(screen.getByRole('tab', { name: 'My Guides' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(/Welcome to/)).not.toBeInTheDocument();
  });

  it('lists owned guides with View and the others with Only $price, Overview and Add to Cart, in SPEC order', async () => {
    renderLibrary();
    const owned = (await screen.findByRole('heading', { name: "Alice's Personal Guides" })).closest('section');
    const forSale = screen.getByRole('heading', { name: 'Additional Guides For Purchase' }).closest('section');
    if (!owned || !forSale) throw new Error('sections missing');
    expect(cardNames(owned)).toEqual(['My Personal Map', 'Career Strengths']);
    expect(within(owned).getAllByRole('button', { name: 'View' })).toHaveLength(2);
    expect(cardNames(forSale)).toEqual([
      'Leadership Style',
      'Relationships & Communication',
      'Training Motivation',
      'Team Sports Fit',
    ]);
    const leadership = within(forSale).getAllByRole('article')[0];
    expect(within(leadership).getByText('Only $19.99')).toBeInTheDocument();
    expect(within(leadership).getByRole('button', { name: 'Overview' })).toBeInTheDocument();
    expect(within(leadership).getByRole('link', { name: 'Add to Cart' })).toHaveAttribute(
      'href',
      catalogItem(3).cartLink,
    );
    expect(leadership.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.test/reports/guide_leadership_style.png',
    );
  });

  it('adds only an apostrophe after a first name ending in s', async () => {
    renderLibrary({ api: { getContact: vi.fn(async () => contact('James')) } });
    expect(await screen.findByRole('heading', { name: "James' Personal Guides" })).toBeInTheDocument();
  });

  it('shows the dashboard video when one is configured', async () => {
    renderLibrary({
      settings: {
        dashboardVideoUrl: 'https://video.test/intro.mp4',
        dashboardVideoPosterUrl: 'https://video.test/p.jpg',
      },
    });
    const play = await screen.findByRole('button', { name: 'Play video: Welcome to Insight' });
    expect(play.querySelector('img')).toHaveAttribute('src', 'https://video.test/p.jpg');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await userEvent.setup().click(play);
    const video = await screen.findByLabelText('Welcome to Insight');
    expect(video).toHaveAttribute('src', 'https://video.test/intro.mp4');
    expect(video).toHaveAttribute('poster', 'https://video.test/p.jpg');
    vi.restoreAllMocks();
  });

  it.each([undefined, Number.NaN])(
    'shows the map error in an alert when the featured id is %s',
    async (featuredCatalogItemId) => {
      renderLibrary({ settings: { featuredCatalogItemId } });
      expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.featuredItemMissing);
      expect(screen.queryByRole('button', { name: 'View My Personal Map' })).not.toBeInTheDocument();
    },
  );

  it('shows a failed catalogue in an alert', async () => {
    renderLibrary({
      api: {
        listCatalogItems: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'http', status: 503, message: 'Catalogue unavailable' })),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalogue unavailable');
  });
});

describe('Home: scrolling', () => {
  it('shows the scroll-to-top button after 100 px of scrolling', async () => {
    renderLibrary();
    await screen.findByRole('heading', { name: "Alice's Personal Guides" });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 101 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it("a view reached by navigation starts at the top; the page's first address is left where the browser put it", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const view = renderLibrary();
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: "Alice's Personal Guides" });
      expect(scrollTo).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'View My Personal Map' }));
      expect(await screen.findByRole('article', { name: 'My Personal Map' })).toBeInTheDocument();
      expect(view.currentLocation()).toBe(`/home/guide/${PERSONAL_MAP_REPORT_ID}`);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('Home: the other tabs', () => {
  it("My Connection's Guides: the two selectors, a disabled guide selector and the no-connections text", async () => {
    renderLibrary({ api: { listConnections: vi.fn(async () => []) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: "My Connection's Guides" }));
    const connection = screen.getByRole('combobox', { name: 'Connection' });
    const guide = screen.getByRole('combobox', { name: 'Guide' });
    expect(within(connection).getByRole('option', { name: '---Please select---' })).toBeInTheDocument();
    expect(within(guide).getByRole('option', { name: '---Please select---' })).toBeInTheDocument();
    expect(guide).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View' })).toBeDisabled();
    expect(
      await screen.findByText('You do not have any connections. Click the Connections tab to get started.'),
    ).toBeVisible();
  });

  it("My Connection's Guides: View opens the guide as its owner shares it", async () => {
    const getReport = vi.fn(async (_user: string, reportId: number) => reportHtml(`Guide ${reportId}`));
    const zoe = person('user-zoe', 'Zoe', 'Quinn');
    const bob = person('user-bob', 'Bob', 'Builder');
    const me = person('user-1', 'Alice', 'Liddell');
    renderLibrary({
      api: {
        getReport,
        listConnections: vi.fn(async () => [
          connectionOf({ id: 5, me, other: zoe, iAsked: false, theirs: [reports.leadership, reports.career] }),
          connectionOf({ id: 6, me, other: bob }),
        ]),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: "My Connection's Guides" }));
    const connection = await screen.findByRole('combobox', { name: 'Connection' });
    await waitFor(() =>
      expect(
        within(connection)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['---Please select---', 'Bob Builder', 'Zoe Quinn']),
    );
    await user.selectOptions(connection, 'Bob Builder');
    expect(screen.getByText('The selected user is not currently sharing any guides with you.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Guide' })).toBeDisabled();
    await user.selectOptions(connection, 'Zoe Quinn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guide' }), 'Leadership Style');
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Style : Zoe Quinn' })).toBeInTheDocument();
    expect(screen.getByText('You are viewing this guide as Zoe Quinn would see it')).toBeInTheDocument();
    expect(getReport).toHaveBeenCalledWith('user-zoe', 103);
    expect(await screen.findByRole('article', { name: 'Leadership Style : Zoe Quinn' })).toHaveTextContent('Guide 103');
    expect(screen.queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
  });

  it("My Connection's Guides: a failed list says so", async () => {
    renderLibrary({ api: { listConnections: vi.fn().mockRejectedValue(new Error('down')) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: "My Connection's Guides" }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('alert')).toHaveTextContent(
      'There was a problem getting your connections. Please refresh the page',
    );
  });

  it('Invite: the promo, and the invite form (Send disabled while invalid, Clear resets)', async () => {
    renderLibrary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' }));
    // The tab's code comes when it is first opened (LibraryScreen's inviteTab).
    expect(await screen.findByRole('link', { name: 'Go to My Connections' })).toHaveAttribute('href', '/connections');
    const form = screen.getByRole('form', { name: 'Invite a connection' });
    const send = within(form).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Erin');
    await user.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'E');
    await user.tab();
    expect(within(form).getByText('Last name must be at least 2 characters long.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    expect(within(form).queryByText('Last name must be at least 2 characters long.')).not.toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it("Invite: a message over 2,000 characters is refused with the contract's words, Send stays disabled", async () => {
    const sendInviteEmail = vi.fn(async () => undefined);
    renderLibrary({ api: { sendInviteEmail } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' }));
    const form = await screen.findByRole('form', { name: 'Invite a connection' });
    await user.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Erin');
    await user.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Example');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'erin@example.com');
    await user.click(within(form).getByRole('textbox', { name: /Message/ }));
    await user.paste('m'.repeat(2001));
    await user.tab();
    expect(within(form).getByText('Message must be at most 2000 characters long.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(sendInviteEmail).not.toHaveBeenCalled();
  });

  it('Invite: a sent invitation opens the sharing dialog on the new request', async () => {
    const createConnectionRequest = vi.fn(async () =>
      requestOf({ id: 21, requester: person('user-1', 'Alice', 'Liddell'), firstName: 'Erin', lastName: 'Example' }),
    );
    const sendInviteEmail = vi.fn(async () => undefined);
    renderLibrary({ api: { createConnectionRequest, sendInviteEmail } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' }));
    const form = await screen.findByRole('form', { name: 'Invite a connection' });
    await user.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Erin');
    await user.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Example');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'erin@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select guides to share with: Erin Example' });
    expect(within(dialog).getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'My Personal Map' })).toBeInTheDocument();
    expect(sendInviteEmail).toHaveBeenCalledWith({ firstName: 'Erin', lastName: 'Example', email: 'erin@example.com' });
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue('');
  });

  it('keeps the chosen tab after a report', async () => {
    renderLibrary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' }));
    await user.click(await screen.findByRole('button', { name: 'View My Personal Map' }));
    await user.click(await screen.findByRole('button', { name: 'Return to Library' }));
    expect(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
