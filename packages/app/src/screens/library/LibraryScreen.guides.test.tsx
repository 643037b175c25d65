// The library screen (/home): a guide opened, its trait chart, its address and its printing.
import '../../test/setup';
import { ApiError, PERSONAL_MAP_REPORT_ID, type CatalogItem } from '@insight/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  catalogItem,
  reportHtml,
  connectionOf,
  person,
  reports,
  traitProfileOf,
  traitScores,
} from '@insight/api/testing';
import { renderLibrary } from './LibraryScreen.fixtures';

describe('Home: the report view', () => {
  // DOMPurify does not work under happy-dom (cure53/DOMPurify#1457: tags dropped, nothing removed),
  // so what the sanitizer removes is asserted in a real browser: stories/screens/Library.stories.tsx.
  it('View opens the guide: banner, Return to Library, the guide text, no Learn More', async () => {
    const getReport = vi.fn(async () => reportHtml('Career Strengths for Alice'));
    renderLibrary({ api: { getReport } });
    const user = userEvent.setup();
    const owned = (await screen.findByRole('heading', { name: "Alice's Personal Guides" })).closest('section');
    if (!owned) throw new Error('no section');
    await user.click(within(owned).getAllByRole('button', { name: 'View' })[1]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Strengths' })).toBeInTheDocument();
    expect(getReport).toHaveBeenCalledWith('user-1', 102);
    const article = await screen.findByRole('article', { name: 'Career Strengths' });
    expect(article).toHaveTextContent('Career Strengths for Alice');
    expect(article).toHaveTextContent('You scored high on Extraversion.');
    expect(screen.queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return to Library' }));
    expect(await screen.findByRole('heading', { name: "Alice's Personal Guides" })).toBeInTheDocument();
  });

  it('the personal map (featured) has the Learn More link', async () => {
    renderLibrary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View My Personal Map' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Personal Map' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', 'https://learn.test/map');
  });

  it('a failed report shows its error', async () => {
    renderLibrary({
      api: {
        getReport: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Guide not found' })),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View My Personal Map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guide not found');
  });

  it('Overview shows the price and Add to Cart for a guide for sale', async () => {
    renderLibrary();
    const user = userEvent.setup();
    const forSale = (await screen.findByRole('heading', { name: 'Additional Guides For Purchase' })).closest('section');
    if (!forSale) throw new Error('no section');
    await user.click(within(forSale).getAllByRole('button', { name: 'Overview' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Style' })).toBeInTheDocument();
    expect(screen.getByText('Only $19.99')).toBeInTheDocument();
    // A link to the cart link, its query written as the GET form it replaces wrote its fields.
    const add = screen.getByRole('link', { name: 'Add to Cart' });
    const item: CatalogItem = catalogItem(3);
    const link = new URL(item.cartLink);
    const address = new URL(add.getAttribute('href') ?? '');
    expect(`${address.origin}${address.pathname}`).toBe(`${link.origin}${link.pathname}`);
    expect(address.search).toBe(`?${new URLSearchParams(link.searchParams)}`);
    expect(Object.fromEntries(address.searchParams)).toEqual(Object.fromEntries(link.searchParams));
    await user.click(screen.getByRole('button', { name: 'Return to Library' }));
    expect(await screen.findByRole('heading', { name: 'Additional Guides For Purchase' })).toBeInTheDocument();
  });
});

describe('Home: the trait chart', () => {
  const row = (figure: HTMLElement, trait: string) =>
    within(figure)
      .getAllByRole('cell')
      .filter((cell) => cell.closest('tr')?.textContent?.startsWith(trait))
      .map((cell) => cell.textContent);

  it('Start Here shows my five scores as a chart, with its table for screen readers', async () => {
    const getTraits = vi.fn(async () => traitProfileOf(person('user-1', 'Alice', 'Liddell'), traitScores.ada));
    renderLibrary({ api: { getTraits } });
    await screen.findByRole('heading', { level: 2, name: "Alice's Personal Guides" });
    const startHere = screen.getByRole('heading', { level: 1, name: 'Start Here' }).closest('section');
    if (!startHere) throw new Error('no Start Here');
    const figure = await within(startHere).findByRole('figure', { name: 'Your traits' });
    expect(getTraits).toHaveBeenCalledWith('user-1');
    expect(
      within(figure)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Extraversion', 'Agreeableness', 'Conscientiousness', 'Emotional stability', 'Intellect / Imagination']);
    expect(row(figure, 'Extraversion')).toEqual(['38']);
    expect(within(figure).getByRole('columnheader', { name: 'Alice' })).toBeInTheDocument();
  });

  it('Start Here says when there are no scores yet, and a refusal in an alert', async () => {
    const first = renderLibrary({
      api: { getTraits: vi.fn(async () => traitProfileOf(person('user-1', 'Alice', 'Liddell'), null)) },
    });
    expect(await screen.findByRole('figure', { name: 'Your traits' })).toHaveTextContent(
      'Your traits appear here once you have completed the questionnaire.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    first.unmount();
    renderLibrary({
      api: { getTraits: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 503, message: 'Busy' })) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Busy');
  });

  it('the Personal Map shows my chart above the guide; other guides have none', async () => {
    const view = renderLibrary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View My Personal Map' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Personal Map' })).toBeInTheDocument();
    expect(view.currentLocation()).toBe(`/home/guide/${PERSONAL_MAP_REPORT_ID}`);
    const figure = await screen.findByRole('figure', { name: 'Your traits' });
    const article = await screen.findByRole('article', { name: 'My Personal Map' });
    expect(figure.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return to Library' }));
    const owned = (await screen.findByRole('heading', { name: "Alice's Personal Guides" })).closest('section');
    if (!owned) throw new Error('no section');
    await user.click(within(owned).getAllByRole('button', { name: 'View' })[1]);
    expect(await screen.findByRole('article', { name: 'Career Strengths' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("a connection's Personal Map shows their chart (GET /api/traits/{their id})", async () => {
    const zoe = person('user-zoe', 'Zoe', 'Quinn');
    const getTraits = vi.fn(async (userId: string) =>
      userId === 'user-zoe' ? traitProfileOf(zoe, traitScores.zoe) : traitProfileOf(person('user-1', 'A', 'L'), null),
    );
    renderLibrary({
      path: `/home/guide/${PERSONAL_MAP_REPORT_ID}/of/user-zoe`,
      api: {
        getTraits,
        listConnections: vi.fn(async () => [
          connectionOf({ id: 5, me: person('user-1', 'Alice', 'Liddell'), other: zoe, theirs: [reports.map] }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Personal Map : Zoe Quinn' })).toBeInTheDocument();
    const figure = await screen.findByRole('figure', { name: "Zoe's traits" });
    expect(getTraits).toHaveBeenCalledWith('user-zoe');
    expect(row(figure, 'Agreeableness')).toEqual(['40']);
  });
});

describe('Home: deep links', () => {
  it('a guide has its own address: bookmarked, it opens after the gate; Back returns to the library and its tab', async () => {
    const view = renderLibrary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: "My Connection's Guides" }));
    await user.click(screen.getByRole('tab', { name: 'My Guides' }));
    await user.click(screen.getByRole('tab', { name: 'Invite Friends, Family, Colleagues' }));
    await user.click(await screen.findByRole('button', { name: 'View My Personal Map' }));
    expect(await screen.findByRole('article', { name: 'My Personal Map' })).toBeInTheDocument();
    expect(view.currentLocation()).toBe(`/home/guide/${PERSONAL_MAP_REPORT_ID}`);
    await act(() => view.router.navigate(-1));
    expect(await screen.findByRole('tab', { name: 'Invite Friends, Family, Colleagues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.currentLocation()).toBe('/home');
    // Forward opens the guide again.
    await act(() => view.router.navigate(1));
    expect(await screen.findByRole('article', { name: 'My Personal Map' })).toBeInTheDocument();
  });

  it('one guide, then another by its address: the report view stays and shows the other', async () => {
    const getReport = vi.fn(async (_user: string, reportId: number) => reportHtml(`Guide ${reportId}`));
    const view = renderLibrary({ path: '/home/guide/102', api: { getReport } });
    expect(await screen.findByRole('article', { name: 'Career Strengths' })).toHaveTextContent('Guide 102');
    const back = screen.getByRole('button', { name: 'Return to Library' });
    await act(() => view.router.navigate(`/home/guide/${PERSONAL_MAP_REPORT_ID}`));
    expect(await screen.findByRole('article', { name: 'My Personal Map' })).toHaveTextContent(
      `Guide ${PERSONAL_MAP_REPORT_ID}`,
    );
    // The same view, not drawn anew (nor the library's stand-in in between).
    expect(screen.getByRole('button', { name: 'Return to Library' })).toBe(back);
    expect(getReport).toHaveBeenLastCalledWith('user-1', PERSONAL_MAP_REPORT_ID);
  });

  it('opens a guide, an overview, and a guide for sale (its overview) by their addresses, all by its report id', async () => {
    const getReport = vi.fn(async (_user: string, reportId: number) => reportHtml(`Guide ${reportId}`));
    const first = renderLibrary({ path: '/home/guide/102', api: { getReport } });
    expect(await screen.findByRole('article', { name: 'Career Strengths' })).toHaveTextContent('Guide 102');
    expect(getReport).toHaveBeenCalledWith('user-1', 102);
    first.unmount();
    const second = renderLibrary({ path: '/home/overview/103' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Style' })).toBeInTheDocument();
    expect(screen.getByText('Only $19.99')).toBeInTheDocument();
    second.unmount();
    const third = renderLibrary({ path: '/home/guide/103' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Style' })).toBeInTheDocument();
    await waitFor(() => expect(third.currentLocation()).toBe('/home/overview/103'));
    expect(third.router.historyAction).toBe('REPLACE');
  });

  it('Overview and View on the cards go to their addresses', async () => {
    const view = renderLibrary();
    const user = userEvent.setup();
    const forSale = (await screen.findByRole('heading', { name: 'Additional Guides For Purchase' })).closest('section');
    if (!forSale) throw new Error('no section');
    await user.click(within(forSale).getAllByRole('button', { name: 'Overview' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Style' })).toBeInTheDocument();
    expect(view.currentLocation()).toBe('/home/overview/103');
    await user.click(screen.getByRole('button', { name: 'Return to Library' }));
    expect(await screen.findByRole('heading', { name: 'Additional Guides For Purchase' })).toBeInTheDocument();
    expect(view.currentLocation()).toBe('/home');
  });

  it.each([
    ['/home/guide/999', 'This guide does not exist.'],
    ['/home/guide/abc', 'This guide does not exist.'],
    ['/home/overview/999', 'This guide does not exist.'],
    [`/home/guide/${PERSONAL_MAP_REPORT_ID}/of/user-stranger`, 'This guide is not shared with you.'],
  ])('%s says the guide is not available, with the way back', async (path, text) => {
    const getReport = vi.fn(async () => reportHtml('never'));
    renderLibrary({ path, api: { getReport, listConnections: vi.fn(async () => []) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Return to Library' })).toBeInTheDocument();
    expect(getReport).not.toHaveBeenCalled();
  });

  it("My Connection's Guides: View goes to the guide's address, with its owner", async () => {
    const zoe = person('user-zoe', 'Zoe', 'Quinn');
    const view = renderLibrary({
      api: {
        listConnections: vi.fn(async () => [
          connectionOf({ id: 5, me: person('user-1', 'Alice', 'Liddell'), other: zoe, theirs: [reports.career] }),
        ]),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: "My Connection's Guides" }));
    const connection = await screen.findByRole('combobox', { name: 'Connection' });
    await waitFor(() => expect(within(connection).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(connection, 'Zoe Quinn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guide' }), 'Career Strengths');
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Strengths : Zoe Quinn' })).toBeInTheDocument();
    expect(view.currentLocation()).toBe('/home/guide/102/of/user-zoe');
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
  });

  it("My Connection's Guides: Compare shows only for a connection sharing the Personal Map both ways", async () => {
    const me = person('user-1', 'Alice', 'Liddell');
    const eve = person('user-eve', 'Eve', 'Ng');
    const zoe = person('user-zoe', 'Zoe', 'Quinn');
    const view = renderLibrary({
      api: {
        listConnections: vi.fn(async () => [
          connectionOf({ id: 5, me, other: eve, mine: [reports.map], theirs: [reports.map] }),
          connectionOf({ id: 6, me, other: zoe, theirs: [reports.map] }),
        ]),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: "My Connection's Guides" }));
    const connection = await screen.findByRole('combobox', { name: 'Connection' });
    await waitFor(() => expect(within(connection).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(connection, 'Zoe Quinn');
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    await user.selectOptions(connection, 'Eve Ng');
    await user.click(screen.getByRole('button', { name: 'Compare with Eve Ng' }));
    await waitFor(() => expect(view.currentLocation()).toBe('/compare/user-eve'));
  });
});

describe('Home: keeping a guide', () => {
  it('Download PDF opens the print dialog; the page around the guide is marked not to print', async () => {
    const print = vi.fn();
    const saved = window.print;
    window.print = print;
    try {
      const zoe = person('user-zoe', 'Zoe', 'Quinn');
      renderLibrary({
        path: `/home/guide/102/of/user-zoe`,
        api: {
          listConnections: vi.fn(async () => [
            connectionOf({ id: 5, me: person('user-1', 'Alice', 'Liddell'), other: zoe, theirs: [reports.career] }),
          ]),
        },
      });
      const download = await screen.findByRole('button', { name: 'Download PDF' });
      await userEvent.click(download);
      expect(print).toHaveBeenCalledTimes(1);
      // The buttons and the viewing line stay off the paper; the title with the owner's name prints.
      expect(download.closest('[data-print="hidden"]')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Return to Library' }).closest('[data-print="hidden"]')).not.toBeNull();
      expect(
        screen.getByText('You are viewing this guide as Zoe Quinn would see it').closest('[data-print="hidden"]'),
      ).not.toBeNull();
      const title = screen.getByRole('heading', { level: 1, name: 'Career Strengths : Zoe Quinn' });
      expect(title.closest('[data-print="hidden"]')).toBeNull();
      expect(title.closest('[data-print="banner"]')).not.toBeNull();
      expect(
        screen.getByRole('article', { name: 'Career Strengths : Zoe Quinn' }).querySelector('[data-print="guide"]'),
      ).not.toBeNull();
      // The print rules themselves are asserted in a real browser (stories/screens/Library.stories.tsx): styled-
      // components' global styles are not injected under happy-dom.
    } finally {
      window.print = saved;
    }
  });
});
