import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '../components/Alert';
import { ConfirmDialog, HelpDialog } from '../components/Dialog';
import { ExpandableText } from '../components/ExpandableText';
import { Footer } from '../components/Footer';
import { GuideCard } from '../components/GuideCard';
import { Header } from '../components/Header';
import { ImagePicker } from '../components/ImagePicker';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Modal } from '../components/Modal';
import { PackageCard } from '../components/PackageCard';
import { createToaster, Toaster } from '../components/Toast';
import { InsightProvider } from './InsightProvider';
import { defaultInsightStrings, InsightLocaleProvider, useInsightLocale, type InsightStrings } from './locale';

/** Intl separates an amount and its currency sign with a no-break space in many languages. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const german: Partial<InsightStrings> = {
  close: 'Schließen',
  dismiss: 'Ausblenden',
  closeNotification: 'Meldung schließen',
  notifications: 'Meldungen',
  errorNotifications: 'Fehler',
  help: (title) => `Hilfe: ${title}`,
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  navigation: 'Hauptmenü',
  menu: 'Menü',
  loading: 'Wird geladen…',
  readMore: 'Mehr lesen',
  changePhoto: 'Foto ändern',
  profilePicture: 'Profilbild',
  support: 'Hilfe:',
  overview: 'Überblick',
  addToCart: 'In den Warenkorb',
  select: 'Auswählen',
  offerPrice: (price) => `Nur ${price}`,
};

function Probe() {
  const { locale, currency, strings } = useInsightLocale();
  return <output>{`${locale} ${currency} ${strings.close} ${strings.menu}`}</output>;
}

describe('InsightProvider locale and strings', () => {
  it('defaults to en-US, USD and the English words, without a provider too', () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('en-US USD Close Menu');
    unmount();
    render(
      <InsightProvider>
        <Probe />
      </InsightProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en-US USD Close Menu');
  });

  it('merges the words given over English; a nested locale provider inherits what it does not set', () => {
    render(
      <InsightProvider locale="de-DE" currency="EUR" strings={{ close: 'Schließen' }}>
        <Probe />
        <InsightLocaleProvider currency="CHF" strings={{ menu: 'Menü' }}>
          <Probe />
        </InsightLocaleProvider>
      </InsightProvider>,
    );
    expect(screen.getAllByRole('status').map((probe) => probe.textContent)).toEqual([
      'de-DE EUR Schließen Menu',
      'de-DE CHF Schließen Menü',
    ]);
  });

  it("the components say the provider's words, and format prices in its locale and currency", async () => {
    const toaster = createToaster();
    render(
      <InsightProvider locale="de-DE" currency="EUR" strings={german}>
        <Header brand={{ name: 'Insight', href: '/' }} items={[{ id: 'a', label: 'Bibliothek', href: '/a' }]} />
        <Alert onDismiss={() => {}}>Gespeichert.</Alert>
        <LoadingOverlay active>…</LoadingOverlay>
        <ExpandableText maxLength={10}>Ein sehr langer Text über dich und deine Stärken.</ExpandableText>
        <ImagePicker onChange={() => {}} />
        <Footer appName="Insight" year={2026} company="Insight Labs" supportEmail="hilfe@example.com" />
        <HelpDialog title="Verbindungen">Text</HelpDialog>
        <GuideCard
          name="Karriere"
          purchased={false}
          price={19.99}
          onOverview={() => {}}
          cartLink="https://cart.example/add"
        />
        <PackageCard name="Paket" price={25} description="Alles." cartLink="/p" />
        <Toaster controller={toaster} />
      </InsightProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();
    expect(screen.getAllByText('Wird geladen…').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Mehr lesen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto ändern' })).toBeInTheDocument();
    expect(screen.getByLabelText('Profilbild')).toBeInTheDocument();
    expect(screen.getByText('Hilfe:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hilfe: Verbindungen' })).toBeInTheDocument();
    expect(plain(screen.getByText(/^Nur /).textContent)).toBe('Nur 19,99 €');
    expect(screen.getByRole('button', { name: 'Überblick' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In den Warenkorb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auswählen' })).toBeInTheDocument();
    expect(plain(screen.getByText(/25/).textContent)).toBe('25 €');
    expect(screen.getByRole('log', { name: 'Meldungen' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Fehler' })).toBeInTheDocument();
    act(() => {
      toaster.success('Gespeichert');
    });
    expect(await screen.findByRole('button', { name: 'Meldung schließen' })).toBeInTheDocument();
  });

  it("the dialogs' words, and a prop still wins over the provider's", () => {
    render(
      <InsightProvider strings={german}>
        <Modal open title="Einladen" onClose={() => {}}>
          Text
        </Modal>
      </InsightProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Einladen' });
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('ConfirmDialog asks in the words given; its own labels win', () => {
    const { rerender } = render(
      <InsightProvider strings={german}>
        <ConfirmDialog open title="Entfernen?" onConfirm={vi.fn()} onCancel={vi.fn()} />
      </InsightProvider>,
    );
    const ask = screen.getByRole('alertdialog', { name: 'Entfernen?' });
    expect(within(ask).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
    rerender(
      <InsightProvider strings={german}>
        <ConfirmDialog open title="Entfernen?" confirmLabel="Entfernen" onConfirm={vi.fn()} onCancel={vi.fn()} />
      </InsightProvider>,
    );
    expect(screen.getByRole('button', { name: 'Entfernen' })).toBeInTheDocument();
  });

  it('the English defaults are the words the components always had', () => {
    expect(defaultInsightStrings.offerPrice('$19.99')).toBe('Only $19.99');
    expect(defaultInsightStrings.help('My Connections')).toBe('Help: My Connections');
    expect(defaultInsightStrings.version('1.4.0')).toBe('Version 1.4.0');
    expect(defaultInsightStrings.notificationsButton(3)).toBe('Notifications, 3 unread');
    expect(defaultInsightStrings.notificationsButton(0)).toBe('Notifications');
    expect(defaultInsightStrings).toMatchObject({
      close: 'Close',
      dismiss: 'Dismiss',
      closeNotification: 'Close notification',
      confirm: 'Confirm',
      cancel: 'Cancel',
      navigation: 'Main',
      menu: 'Menu',
      loading: 'Loading…',
      readMore: 'Read more',
      readLess: 'Read less',
      selectAll: 'Select All',
      scrollToTop: 'Scroll to top',
      profilePicture: 'Profile picture',
      changePhoto: 'Change Photo',
      support: 'Support:',
      view: 'View',
      overview: 'Overview',
      addToCart: 'Add to Cart',
      select: 'Select',
      trait: 'Trait',
      noScore: 'No score',
      noScores: 'No scores yet.',
    });
  });

  it('says percentiles as English ordinals, and changes with their sign and the right number', () => {
    const { percentile, percentileShort, percentileChange, historyPoint, higherThan } = defaultInsightStrings;
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 50, 99, 101, 111, 112, 113].map(percentileShort)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '50th',
      '99th',
      '101st',
      '111th',
      '112th',
      '113th',
    ]);
    expect(percentile(2)).toBe('2nd percentile');
    expect(higherThan('2%', 'women aged 21–40')).toBe('Higher than 2% of women aged 21–40');
    expect(percentileChange(6, '+6')).toBe('+6 points since last time');
    expect(percentileChange(-1, '−1')).toBe('−1 point since last time');
    expect(percentileChange(0, '0')).toBe('No change since last time');
    expect(historyPoint('Mar 3, 2025', 12)).toBe('12th percentile on Mar 3, 2025');
  });
});
