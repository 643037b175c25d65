import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Alert,
  CardGrid,
  ExpandableText,
  Footer,
  GuideCard,
  Header,
  HelpDialog,
  germanInsightStrings,
  InsightLocaleProvider,
  PackageCard,
  Stack,
  TraitChart,
} from '@insight/ui';
import { images } from './fixtures';

/**
 * Another language and another currency: a product gives `InsightProvider` its `locale`, `currency` and
 * `strings` once, and every component says its own words in that language (a prop still wins) and shows
 * prices and scores through Intl.NumberFormat. Here in German with euros. The preview already renders
 * the `InsightProvider`; `InsightLocaleProvider` (the same locale part on its own) sets them for this story, with
 * the design system's own German words (`germanInsightStrings`).
 */
const deutsch = germanInsightStrings;

const bigFive = [
  { key: 'extraversion', label: 'Extraversion' },
  { key: 'agreeableness', label: 'Verträglichkeit' },
  { key: 'conscientiousness', label: 'Gewissenhaftigkeit' },
  { key: 'stability', label: 'Emotionale Stabilität' },
  { key: 'intellect', label: 'Offenheit' },
];

const meta = {
  title: 'Foundations/Locale',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Intl separates an amount and its currency sign with a no-break space in German. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const GermanWithEuros: Story = {
  render: () => (
    <InsightLocaleProvider locale="de-DE" currency="EUR" strings={deutsch}>
      <div lang="de">
        <Header
          brand={{ name: 'Insight', href: '/home' }}
          items={[
            { id: 'library', label: 'Bibliothek', href: '/home' },
            { id: 'connections', label: 'Kontakte', href: '/connections' },
          ]}
          currentPath="/home"
        />
        <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
          <Stack gap="lg">
            <Alert tone="success" onDismiss={() => {}}>
              Deine Leitfäden sind bereit.
            </Alert>
            <Stack direction="row" gap="sm" align="center">
              <span>Kontakte</span>
              <HelpDialog title="Kontakte">Hier siehst du, mit wem du verbunden bist.</HelpDialog>
            </Stack>
            <CardGrid>
              <GuideCard
                name="Karrierestärken"
                ribbon={{ label: 'Karriere', tone: 'critical' }}
                image={images.career}
                imageLoading="eager"
                shortDescription="Wo du am besten arbeitest."
                purchased={false}
                price={14.99}
                onOverview={() => {}}
                cartLink="https://cart.example/cart?code=CAR-001"
              />
              <PackageCard
                name="Das ganze Paket"
                price={49}
                ribbon={{ label: 'Persönlich', tone: 'info' }}
                image={images.package}
                description="<p>Deine Karte und <strong>alle Leitfäden</strong>.</p>"
                cartLink="https://cart.example/cart?code=ALL"
              />
            </CardGrid>
            <ExpandableText maxLength={60}>
              Diese Karte beschreibt fünf breite Eigenschaften, mit denen Forschende zusammenfassen, wie Menschen
              denken, fühlen und handeln.
            </ExpandableText>
            <TraitChart
              title="Deine Eigenschaften"
              traits={bigFive}
              series={[
                { name: 'Ada', values: { extraversion: 30, agreeableness: 34.5, stability: 18, intellect: 38 } },
              ]}
              scaleLabels={['Niedrig', 'Hoch']}
            />
          </Stack>
        </main>
        <Footer
          appName="Insight"
          version="1.4.0"
          year={2026}
          company="Insight Labs"
          supportEmail="hilfe@insight.example"
        />
      </div>
    </InsightLocaleProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ausblenden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mehr lesen' })).toBeVisible();
    await expect(canvas.getByText('Hilfe:')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Überblick' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'In den Warenkorb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Auswählen' })).toBeVisible();
    // Prices through Intl.NumberFormat in de-DE and EUR, the offer in the words given.
    await expect(plain(canvas.getByText(/^Nur /).textContent)).toBe('Nur 14,99 €');
    await expect(plain(canvas.getByText(/^49/).textContent)).toBe('49 €');
    // The chart's table in German, a score with a decimal comma, a missing one in words.
    const table = canvas.getByRole('table', { name: 'Deine Eigenschaften' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'EigenschaftAda',
      'Extraversion30',
      'Verträglichkeit34,5',
      'GewissenhaftigkeitKein Wert',
      'Emotionale Stabilität18',
      'Offenheit38',
    ]);
    // The help dialog: its button and its close words; Escape gives focus back.
    await userEvent.click(canvas.getByRole('button', { name: 'Hilfe: Kontakte' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Kontakte' });
    await expect(within(dialog).getAllByRole('button', { name: 'Schließen' })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Hilfe: Kontakte' })).toHaveFocus();
  },
};
