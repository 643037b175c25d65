import '../test/setup';
import { ApiError, errorMessages } from '@insight/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showScreensIn } from '../test/language';
import { legalTexts } from '../legal/texts';
import { renderApp } from '../test/render';
import de from './lang/de.json';

// The app laid over in German as main.tsx does it before the first render (i18n/load.ts), then put back.
afterEach(async () => {
  await showScreensIn('en');
});

describe('the app in German', () => {
  it('draws the login screen in German, and a refusal in German too', async () => {
    await showScreensIn('de');
    const user = userEvent.setup();
    renderApp({
      path: '/login',
      language: 'de',
      api: {
        login: async () => {
          // The api client's words for a refused password: English in the code, German on the page.
          throw new ApiError({ kind: 'invalid_grant', status: 400, message: errorMessages.invalidGrant });
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bei Insight anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    await user.type(screen.getByLabelText(/^E-Mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Passwort/), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: de['auth.loginButton'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de['api.error.invalidGrant']);
  });

  it('shows the terms in German, dated in German', async () => {
    await showScreensIn('de');
    const user = userEvent.setup();
    renderApp({ path: '/register', language: 'de' });
    await screen.findByRole('heading', { level: 1, name: 'Ihr Insight-Dashboard erstellen' });
    await user.click(screen.getAllByRole('button', { name: de['legal.terms'] })[0]!);
    const dialog = await screen.findByRole('dialog', { name: de['legal.terms'] });
    expect(within(dialog).getByRole('article', { name: de['legal.terms'] })).toHaveTextContent('Stand: 6. April 2023');
    expect(within(dialog).queryByText(de['legal.inEnglish'])).not.toBeInTheDocument();
    expect(dialog.querySelector('[lang="en"]')).toBeNull();
  });

  it('a document not translated into the page’s language is the English, said so in German and marked English', async () => {
    const german = legalTexts.privacy.de;
    delete legalTexts.privacy.de;
    try {
      await showScreensIn('de');
      const user = userEvent.setup();
      renderApp({ path: '/register', language: 'de' });
      await screen.findByRole('heading', { level: 1, name: 'Ihr Insight-Dashboard erstellen' });
      await user.click(screen.getAllByRole('button', { name: de['legal.privacy'] })[0]!);
      const dialog = await screen.findByRole('dialog', { name: de['legal.privacy'] });
      expect(within(dialog).getByText(de['legal.inEnglish'])).toBeInTheDocument();
      expect(dialog.querySelector('[lang="en"]')).toHaveTextContent('This policy explains what information we collect');
    } finally {
      legalTexts.privacy.de = german;
    }
  });

  it('puts English back: the same screen reads as SPEC says', async () => {
    await showScreensIn('de');
    await showScreensIn('en');
    renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login To Insight' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
