import { LANGUAGE_NAMES } from '@insight/api';
import type { ScreenLanguage, ScreenLanguageUi } from '@insight/app/testing';
import { InsightLocaleProvider } from '@insight/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { listCalls } from './connectionsData';
import { appAt, ScreenHarness, screenLoaders } from './support';
import de from '../../packages/app/src/i18n/lang/de.json';
import es from '../../packages/app/src/i18n/lang/es.json';

/**
 * The screens where words run longest, in German and Spanish (issue 38): the app's words from their catalogues, the
 * ui's own words and locale with them, drawn at desktop and phone width; and the same screens in the pseudo-locale
 * (every word accented and about 30 % longer), checked at 320 px for anything that runs out of the page (the test
 * runner's `overflowAt`). A designer switches any screen with the toolbar's Language menu too.
 */
const inTheirLanguage: Decorator = (Story, { loaded }) => {
  const ui = (loaded as { screenUi?: ScreenLanguageUi }).screenUi;
  return ui ? (
    <InsightLocaleProvider locale={ui.locale} currency="EUR" strings={ui.strings}>
      <Story />
    </InsightLocaleProvider>
  ) : (
    <Story />
  );
};

const meta = {
  title: 'Screens/In Other Languages',
  component: ScreenHarness,
  loaders: screenLoaders,
  decorators: [inTheirLanguage],
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** German and Spanish as drawn: desktop and phone (the dark theme is the English screens' set). */
const drawn = (screenLanguage: Exclude<ScreenLanguage, 'en' | 'pseudo'>) => ({
  screenLanguage,
  visual: { sets: ['phone'] },
});
/** The pseudo-locale: laid out at 320 px and checked for overflow, not drawn. */
const pseudo = {
  screenLanguage: 'pseudo' as const,
  overflowAt: 320,
  visual: { disable: 'The pseudo-locale is checked for overflow at 320 px (overflowAt), not drawn.' },
};

/** A pseudo-localized text: in [ ], its letters accented, padded with middle dots. */
const PSEUDO = /^\[.*·.*\]$/;

/** /login in German: the heading, the form, the links and the footer's language choice. */
export const GermanLogin: Story = {
  args: { path: '/login' },
  parameters: drawn('de'),
  render: appAt({ path: '/login', language: 'de' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bei Insight anmelden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: de['auth.loginButton'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: de['screen.forgotPasswordLink'] })).toBeVisible();
    const languages = canvas.getByRole('group', { name: de['language.label'] });
    await expect(within(languages).getByRole('button', { name: LANGUAGE_NAMES.de })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(languages).getByRole('button', { name: LANGUAGE_NAMES.es })).toHaveAttribute('lang', 'es');
  },
};

/** The registration in German after Starten with nothing filled in: its longest words, every message German. */
export const GermanRegisterRequired: Story = {
  args: { path: '/register' },
  parameters: drawn('de'),
  render: appAt({ path: '/register', language: 'de' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ihr Insight-Dashboard erstellen' });
    await userEvent.click(canvas.getByRole('button', { name: de['auth.start'] }));
    await expect(await canvas.findByText(de['api.validation.firstNameRequired'])).toBeVisible();
    await expect(canvas.getByText(de['api.validation.tosRequired'])).toBeVisible();
    await expect(canvas.getByRole('radio', { name: de['api.pronoun.F'] })).toBeVisible();
  },
};

/** Profile in German: the form, the cards and the Language card with Deutsch chosen. */
export const GermanProfile: Story = {
  args: { path: '/profile', signedIn: true },
  parameters: drawn('de'),
  render: appAt({ path: '/profile', signedIn: true, language: 'de' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ihr Insight-Konto verwalten' })).toBeVisible();
    const card = canvas.getByRole('region', { name: de['language.title'] });
    await expect(within(card).getByText(de['language.intro'])).toBeVisible();
    await expect(within(card).getByRole('button', { name: LANGUAGE_NAMES.de })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Connections in Spanish, nobody yet: the two empty texts. */
export const SpanishConnectionsEmpty: Story = {
  args: { path: '/connections', signedIn: true },
  parameters: drawn('es'),
  render: appAt({ path: '/connections', signedIn: true, mock: listCalls({}), language: 'es' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es['screen.connectionsHeading'] }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText(es['screen.noConnections'])).toBeVisible();
    await expect(canvas.getByText(es['screen.noInvitations'])).toBeVisible();
  },
};

/** The terms of service in Spanish, opened from the registration: the translated document, dated in Spanish. */
export const SpanishTerms: Story = {
  args: { path: '/register' },
  parameters: drawn('es'),
  render: appAt({ path: '/register', language: 'es' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getAllByRole('button', { name: es['legal.terms'] })[0]!);
    const dialog = await screen.findByRole('dialog', { name: es['legal.terms'] });
    const terms = await within(dialog).findByRole('article', { name: es['legal.terms'] });
    await expect(terms).toHaveTextContent('Última actualización: 6 de abril de 2023');
    await expect(within(dialog).queryByText(es['legal.inEnglish'])).toBeNull();
  },
};

/** /login in the pseudo-locale, at 320 px. */
export const PseudoLogin: Story = {
  args: { path: '/login' },
  parameters: pseudo,
  render: appAt({ path: '/login' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: PSEUDO })).toBeVisible();
  },
};

/** The registration's required messages in the pseudo-locale, at 320 px. */
export const PseudoRegisterRequired: Story = {
  args: { path: '/register' },
  parameters: pseudo,
  render: appAt({ path: '/register' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: PSEUDO });
    await userEvent.click(canvas.getByRole('button', { name: /^\[Stárt/ }));
    await expect((await canvas.findAllByText(PSEUDO)).length).toBeGreaterThan(10);
  },
};

/** Profile in the pseudo-locale, at 320 px. */
export const PseudoProfile: Story = {
  args: { path: '/profile', signedIn: true },
  parameters: pseudo,
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: PSEUDO })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: PSEUDO })).toBeVisible();
  },
};

/** Connections in the pseudo-locale, at 320 px. */
export const PseudoConnectionsEmpty: Story = {
  args: { path: '/connections', signedIn: true },
  parameters: pseudo,
  render: appAt({ path: '/connections', signedIn: true, mock: listCalls({}) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: PSEUDO }, { timeout: 15_000 })).toBeVisible();
  },
};
