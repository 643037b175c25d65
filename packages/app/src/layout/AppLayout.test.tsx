import '../test/setup';
import { STORAGE_KEYS, type ConnectionRequest } from '@insight/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { person, requestOf } from '@insight/api/testing';
import { GATE_PASSED_STORAGE_KEY } from '../stores/HomeGateStore';
import { aliceUser } from '../test/fakeEnv';
import { renderApp } from '../test/render';

const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const invitation = (id: number) =>
  requestOf({ id, requester: person(`user-${id}`, `Person${id}`, 'Example'), firstName: 'Alice', lastName: 'Liddell' });

describe('the header badge of received invitations (SPEC §2, §9)', () => {
  it('counts the pending received invitations on the Connections link', async () => {
    const listReceivedRequests = vi.fn(async () => [invitation(1), invitation(2)]);
    renderApp({ path: '/contact', storage: signedIn, api: { listReceivedRequests } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Connections, 2 pending invitations' });
    expect(within(link).getByTestId('connections-badge')).toHaveTextContent('2');
  });

  it('shows no badge at 0, nor when the list cannot be had', async () => {
    const listReceivedRequests = vi.fn<() => Promise<ConnectionRequest[]>>().mockRejectedValue(new Error('down'));
    renderApp({ path: '/contact', storage: signedIn, api: { listReceivedRequests } });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(listReceivedRequests).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Connections' })).toBeInTheDocument();
    expect(screen.queryByTestId('connections-badge')).not.toBeInTheDocument();
  });

  it('goes down when an invitation is answered, and never below 0', async () => {
    const listReceivedRequests = vi.fn(async () => [invitation(1)]);
    const api = {
      listReceivedRequests,
      listConnections: vi.fn(async () => []),
      listSentRequests: vi.fn(async () => []),
      listCatalogItems: vi.fn(async () => []),
      rejectRequest: vi.fn(async () => undefined),
    };
    renderApp({ path: '/connections', storage: signedIn, api });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Connections, 1 pending invitation' });
    const row = await screen.findByRole('listitem', { name: 'Person1 Example' });
    await user.click(within(row).getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByRole('link', { name: 'Connections' })).toBeInTheDocument();
    expect(screen.queryByTestId('connections-badge')).not.toBeInTheDocument();
  });
});

describe("the footer's legal documents (SPEC §2 Shared layout)", () => {
  it('opens the terms and the privacy policy in a dialog (their own chunk), and Close returns to the link', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login' });
    const terms = await screen.findByRole('button', { name: 'Terms of Service' });
    await user.click(terms);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' }, { timeout: 5000 });
    // The Modal's own close icon and the dialog's Close button: the latter, last in the dialog.
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog', { name: 'Terms of Service' })).not.toBeInTheDocument();
    expect(terms).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the footer while no screen is there yet', () => {
  it('is not drawn while a screen waits: drawn, it would jump when the screen comes', async () => {
    const getContact = vi.fn(() => new Promise<never>(() => undefined));
    // Alice has passed the home gate on this device before: /home draws Start Here while the gate runs.
    renderApp({
      path: '/home',
      storage: { ...signedIn, [GATE_PASSED_STORAGE_KEY]: aliceUser.id },
      api: { getContact },
    });
    const waiting = await screen.findByText('Loading your library…');
    expect(waiting.closest('main')).toHaveAttribute('data-screen-pending');
    // The rule the layout keeps for it (the test DOM computes no :has()): the footer hidden, keeping its place.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    expect(css).toMatch(/:has\(>\s*\.[\w-]+\s*>\s*\[data-screen-pending\][^{]*>\s*footer\s*\{visibility:hidden;\}/);
  });
});
