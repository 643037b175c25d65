// The library screen (/home): the gate it runs before it opens (SPEC §4).
import '../../test/setup';
import { addressMessages, errorFromResponse, STORAGE_KEYS, type Contact } from '@insight/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogItem, person, traitProfileOf, traitScores } from '@insight/api/testing';
import { GATE_PASSED_STORAGE_KEY } from '../../stores/HomeGateStore';
import { aliceUser } from '../../test/fakeEnv';
import { renderLibrary } from './LibraryScreen.fixtures';

describe('Home: the gate', () => {
  it('shows the loading state while the gate runs', async () => {
    renderLibrary({ api: { getContact: vi.fn(() => new Promise<Contact>(() => undefined)) } });
    expect(screen.getByText('Loading your library…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Start Here' })).toBeInTheDocument();
  });

  it('shows a newcomer (the gate never opened for them here) the loading overlay, not the library (SPEC §4)', async () => {
    const view = renderLibrary({
      storage: { [GATE_PASSED_STORAGE_KEY]: 'someone-else' },
      api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) },
    });
    expect(screen.queryByRole('heading', { level: 1, name: 'Start Here' })).not.toBeInTheDocument();
    expect(document.querySelector("[data-state='active'] > [data-loading-overlay]")).not.toBeNull();
    // Sent to buy without having seen the library.
    await waitFor(() => expect(view.currentLocation()).toBe('/purchase-package'));
  });

  it('remembers on this device whom the gate opened for, so their next /home draws Start Here at once', async () => {
    const view = renderLibrary({ storage: { [GATE_PASSED_STORAGE_KEY]: '' } });
    expect(await screen.findByRole('tab', { name: 'My Guides' })).toBeInTheDocument();
    expect(view.storage.getItem(GATE_PASSED_STORAGE_KEY)).toBe(aliceUser.id);
  });

  it('draws the catalogue once my trait chart is here too: nothing moves when it comes', async () => {
    let answer: (profile: ReturnType<typeof traitProfileOf>) => void = () => undefined;
    const getTraits = vi.fn(() => new Promise<ReturnType<typeof traitProfileOf>>((resolve) => (answer = resolve)));
    renderLibrary({ api: { getTraits } });
    await waitFor(() => expect(getTraits).toHaveBeenCalledTimes(1));
    // The gate has answered; the chart has not: still the loading state, marked as a screen not there yet.
    expect(screen.getByText('Loading your library…')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-screen-pending');
    act(() => answer(traitProfileOf(person('user-1', 'Alice', 'Liddell'), traitScores.ada)));
    expect(await screen.findByRole('tab', { name: 'My Guides' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('data-screen-pending');
    expect(screen.queryByText('Loading your library…')).not.toBeInTheDocument();
  });

  it('draws Start Here with its poster while the gate runs, and asks for the poster (the largest paint) at once', async () => {
    const poster = 'https://app.test/assets/catalog/start_here_poster.jpg';
    renderLibrary({
      api: { getContact: vi.fn(() => new Promise<Contact>(() => undefined)) },
      settings: {
        dashboardVideoUrl: 'https://app.test/assets/catalog/start_here.webm',
        dashboardVideoPosterUrl: poster,
      },
    });
    const link = document.head.querySelector(`link[rel="preload"][href="${poster}"]`);
    expect(link).toHaveAttribute('as', 'image');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    const block = screen.getByRole('region', { name: 'Start Here' });
    expect(
      within(block).getByRole('button', { name: 'Play video: Welcome to Insight' }).querySelector('img'),
    ).toHaveAttribute('src', poster);
    expect(within(block).getByText('Loading your library…')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-screen-pending');
    // The map button's place is kept, but it is neither drawn nor offered before the gate has answered.
    expect(within(block).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('goes to /error when the user cannot be fetched', async () => {
    const view = renderLibrary({ api: { getContact: vi.fn().mockRejectedValue(new Error('down')) } });
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
  });

  it('goes to /purchase-package when the required guide is not purchased', async () => {
    const view = renderLibrary({ api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) } });
    await waitFor(() => expect(view.currentLocation()).toBe('/purchase-package'));
  });

  it('goes to the cart link through /externalRedirect when packages are off', async () => {
    const required = catalogItem(1, { isPurchased: false });
    const view = renderLibrary({
      settings: { enablePackages: false },
      api: { getCatalogItem: vi.fn(async () => required) },
    });
    await waitFor(() =>
      expect(view.currentLocation()).toBe(`/externalRedirect/${encodeURIComponent(required.cartLink)}`),
    );
  });

  it('sends the browser to a new survey when there is none', async () => {
    const view = renderLibrary({
      api: {
        getSurvey: vi.fn(async () => null),
        createSurvey: vi.fn(async () => ({ url: 'http://api.test/questionnaire/take?return=user-1' })),
      },
    });
    await waitFor(() => expect(view.location.assigned).toEqual(['http://api.test/questionnaire/take?return=user-1']));
  });

  it('opens a questionnaire only on an allowed origin: another site goes to /error instead', async () => {
    const view = renderLibrary({
      api: {
        getSurvey: vi.fn(async () => null),
        createSurvey: vi.fn(async () => ({ url: 'https://survey.evil.test/take' })),
      },
    });
    await waitFor(() => expect(view.currentLocation()).toBe('/error'));
    expect(view.location.assigned).toEqual([]);
  });

  it('removes and accepts a stored connection token on reaching home', async () => {
    const acceptRequestByToken = vi.fn(async () => undefined);
    const view = renderLibrary({ storage: { [STORAGE_KEYS.connectionToken]: 'tok' }, api: { acceptRequestByToken } });
    await screen.findByRole('heading', { name: "Alice's Personal Guides" });
    expect(view.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull();
    expect(acceptRequestByToken).toHaveBeenCalledWith('tok');
    expect(await screen.findByText('Invitation has been accepted and added to My Connections')).toBeInTheDocument();
  });

  it('an invited newcomer who has not confirmed the address yet keeps the token for the next arrival, and the library opens', async () => {
    // The server's 403 for an unproven address, as the api client maps its answer.
    const refused = errorFromResponse({
      status: 403,
      statusText: 'Forbidden',
      body: {
        status: 403,
        title: addressMessages.confirmBeforeAccepting,
        error: addressMessages.confirmBeforeAccepting,
      },
    });
    const acceptRequestByToken = vi.fn().mockRejectedValue(refused);
    const view = renderLibrary({ storage: { [STORAGE_KEYS.connectionToken]: 'tok' }, api: { acceptRequestByToken } });
    await screen.findByRole('heading', { name: "Alice's Personal Guides" });
    expect(acceptRequestByToken).toHaveBeenCalledWith('tok');
    // Not a refusal to show: the invitation is accepted on the first arrival after the confirmation link.
    expect(screen.queryByText(addressMessages.confirmBeforeAccepting)).not.toBeInTheDocument();
    expect(view.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('tok');
  });
});
