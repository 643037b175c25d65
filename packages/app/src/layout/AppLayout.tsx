import { Button, Footer, Header, HeaderButton, LoadingOverlay, Stack, type HeaderItem } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { legalDialog } from '../legal/lazy';
import type { LegalDocument } from '../legal/LegalDialog';
import { legalTitles } from '../legal/titles';
import { useEntry } from '../routes/outcomeRouting';
import { paths } from '../routes/paths';
import { HrefLink } from '../routes/RouterLink';
import { useStores } from '../stores/StoreContext';
import { footerTexts, headerTexts } from '../texts';
import { LanguageChoice } from './LanguageChoice';
import { COMPANY_NAME } from './company';
import { NotificationsBell } from './NotificationsBell';
import { printMarks } from './print';

/** The screen's area; the loading overlay covers it during calls (the header stays usable). */
const Content = styled(LoadingOverlay)`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
`;

/**
 * While no screen is there yet (its code on its way: the route's loading overlay; or a screen marked
 * `screenPending`, such as the library while its gate runs) the footer keeps its place but is not drawn: drawn,
 * it stood in sight and jumped down when the screen came (the largest layout shift of a cold /home, 0.18).
 * Hidden, it simply appears where the screen puts it. Browsers without :has() draw it as before.
 */
const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;

  &:has(> ${Content} > [data-screen-pending], > ${Content} > [data-state='active'] > [data-loading-overlay]) > footer {
    visibility: hidden;
  }
`;

/**
 * Waiting screens (survey return, store sso, purchase map) are themselves a loading overlay with
 * their own words; a second, layout-wide overlay on top would hide those words.
 */
const ownsItsOverlay = (pathname: string): boolean =>
  pathname.startsWith('/survey/return/') || pathname === paths.storeSso || pathname === paths.purchaseMap;

/**
 * The screen under the layout's loading overlay (SPEC §2: shown during calls). It asks the stores whether a call
 * runs only once its first draw is committed: asking reads every store, and MobX-State-Tree makes a store the first
 * time it is read, so on the first screen (signed out, /login) all of them were made for one `false`, in the middle
 * of the first render (20 ms unthrottled here). A call a screen starts on entry starts in an effect, before this
 * one's, so the overlay still shows with it.
 */
const BusyContent = observer(function BusyContent({ pathname, children }: { pathname: string; children: ReactNode }) {
  const store = useStores();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <Content active={drawn && store.isBusy && !ownsItsOverlay(pathname)}>{children}</Content>;
});

/** SPEC §2 header, signed out: Login and Register. */
/** Made at each render, as every text is read: the page's language is laid over English after this module loads. */
const signedOutItems = (): HeaderItem[] => [
  { id: 'login', label: headerTexts.login, href: paths.login },
  { id: 'register', label: headerTexts.register, href: paths.register },
];

/**
 * SPEC §2 header, signed in: Library, the cart with its quantity (only when the cart provider has
 * a cart view), Connections with the received invitations waiting for an answer, Profile, Contact Us.
 */
const signedInItems = (cartViewUrl: string | null, cartQuantity: number, pendingInvitations: number): HeaderItem[] => [
  { id: 'library', label: headerTexts.library, href: paths.home },
  ...(cartViewUrl
    ? [
        {
          id: 'cart',
          label: headerTexts.cart,
          href: cartViewUrl,
          external: true,
          icon: 'cart',
          count: cartQuantity,
          countLabel: headerTexts.cartQuantity,
        } satisfies HeaderItem,
      ]
    : []),
  {
    id: 'connections',
    label: headerTexts.connections,
    href: paths.connections,
    count: pendingInvitations,
    countLabel: headerTexts.pendingInvitations,
  },
  { id: 'profile', label: headerTexts.profile, href: paths.profile },
  { id: 'contact', label: headerTexts.contact, href: paths.contact },
];

export interface AppLayoutProps {
  /** The copyright year (default this year; stories pass a fixed one). */
  year?: number;
}

/** SPEC §2 Shared layout: header, the screen, footer, and the loading overlay during calls. */
export const AppLayout = observer(function AppLayout({ year }: AppLayoutProps) {
  const store = useStores();
  const { session, settings, cart, connections } = store;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // The footer's legal dialog is its own chunk: fetched the first time it opens, then kept, so that
  // closing it is the Modal's own (focus back to the button that opened it).
  const [legalOpened, setLegalOpened] = useState(false);
  const openLegal = (document: LegalDocument) => {
    setLegalOpened(true);
    setLegal(document);
  };

  // SPEC §2: Logout clears the session and goes to login. The session's end is the sign-out (every store
  // forgets the person); the guard of a signed-in page sends it to login as well, without a returnUrl.
  const logout = () => {
    session.end();
    navigate(paths.login);
  };

  // The layout's entry on every address: the cart count and the Connections badge (RootStore.enterPage).
  useEntry(() => store.enterPage(pathname === paths.connections), pathname);
  const signedIn = session.isSignedIn;

  return (
    <Shell>
      <Header
        brand={{ name: settings.appName, href: signedIn ? paths.home : paths.login }}
        items={
          signedIn ? signedInItems(settings.cartViewUrl, cart.quantity, connections.pendingCount) : signedOutItems()
        }
        actions={signedIn ? <HeaderButton onClick={logout}>{headerTexts.logout}</HeaderButton> : undefined}
        tools={signedIn ? <NotificationsBell /> : undefined}
        currentPath={pathname}
        linkComponent={HrefLink}
        menuLabel={headerTexts.menu}
        {...printMarks.hidden}
      />
      <BusyContent pathname={pathname}>
        <Outlet />
      </BusyContent>
      <Footer
        appName={settings.appName}
        version={settings.appVersion || undefined}
        year={year}
        company={footerTexts.rightsReserved(COMPANY_NAME)}
        supportEmail={settings.contactEmail}
        {...printMarks.hidden}
        links={
          <Stack direction="row" gap="lg" wrap>
            <Button type="button" variant="plain" size="sm" onClick={() => openLegal('terms')}>
              {legalTitles.terms}
            </Button>
            <Button type="button" variant="plain" size="sm" onClick={() => openLegal('privacy')}>
              {legalTitles.privacy}
            </Button>
            {!signedIn && <LanguageChoice />}
          </Stack>
        }
      />
      {legalOpened && (
        <Suspense fallback={null}>
          <legalDialog.Component document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </Shell>
  );
});
