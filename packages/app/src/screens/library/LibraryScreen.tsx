import { SCROLL_TOP_THRESHOLD_PX } from '@insight/api';
import { LoadingOverlay, Page, ScrollToTop, Tab, TabList, TabPanel, Tabs } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { createContext, Suspense, useContext, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { preload } from 'react-dom';
import { Outlet, useLocation, useMatch, useParams } from 'react-router';
import { screenPending } from '../../layout/pending';
import { lazyExport } from '../../lazy/lazyExport';
import { libraryPlace, paths, type LibraryPlace } from '../../routes/paths';
import { useEntry } from '../../routes/outcomeRouting';
import { showScreen } from '../../stores/outcome';
import type { LibraryTab } from '../../stores/LibraryViewStore';
import { useStores } from '../../stores/StoreContext';
import { ConnectionGuidesPanel } from './ConnectionGuidesTab';
import { GuideMissing } from './GuideMissing';
import { MyGuidesTab } from './MyGuidesTab';
import { OverviewView } from './OverviewView';
import { ReportView } from './ReportView';
import { StartHere } from './StartHere';
import { screenTexts, libraryTexts } from '../../texts';

/**
 * The Invite tab comes with its own code, fetched when the library has opened and run when the tab is first opened:
 * its form and the sharing dialog it opens (with the checkbox list and the modal) were run with the library's code
 * on every /home, about 7 ms of one task there at this machine's speed, for a tab few people open.
 */
const inviteTab = lazyExport(() => import('./InviteTab'), 'InviteTab');

const isTab = (value: string): value is LibraryTab =>
  value === 'guides' || value === 'connections' || value === 'invite';

/**
 * The catalogue view: Start Here, then the three tabs. While the gate runs (`pending`), Start Here alone as it will
 * be drawn (its poster is the page's largest paint, and need not wait for the gate), under the layout's loading
 * overlay, marked as a screen not there yet; the same elements then stay when the catalogue opens.
 */
const Catalogue = observer(function Catalogue({ pending = false }: { pending?: boolean }) {
  const { library } = useStores();
  useEffect(() => {
    if (!pending) void inviteTab.prefetch();
  }, [pending]);
  return (
    <Page width="wide" {...(pending ? screenPending : {})}>
      <StartHere pending={pending} />
      {pending ? null : (
        <Tabs
          value={library.tab}
          onValueChange={(value) => {
            if (isTab(value)) library.setTab(value);
          }}
        >
          <TabList aria-label={libraryTexts.tabsLabel}>
            <Tab value="guides">{screenTexts.tabMyGuides}</Tab>
            <Tab value="connections">{screenTexts.tabConnectionGuides}</Tab>
            <Tab value="invite">{screenTexts.tabInvite}</Tab>
          </TabList>
          {/* A tab's content is drawn when it is first opened: the library's first draw is its heaviest. */}
          <TabPanel value="guides" lazy>
            <MyGuidesTab />
          </TabPanel>
          <TabPanel value="connections" lazy>
            <ConnectionGuidesPanel active={library.tab === 'connections'} />
          </TabPanel>
          <TabPanel value="invite" lazy>
            <Suspense fallback={<LoadingOverlay active />}>
              <inviteTab.Component />
            </Suspense>
          </TabPanel>
        </Tabs>
      )}
    </Page>
  );
});

/**
 * Where the library stands, for its views: `open` once its gate has opened (the views follow their address from
 * then), `ready` once its first draw may begin (LibraryScreen paces it).
 */
const LibraryState = createContext({ open: false, ready: false });

/**
 * A library view's entry: once the gate has opened, the view follows the place its address names (again on each new
 * address, before the paint: a report's read starts then), or the person is sent where the guide is
 * (library.follow). True once the view has been followed and the library may draw; a new address of the same view
 * (one guide, then another) keeps it drawn while it is followed, so the view is not drawn anew.
 */
function useFollow(place: LibraryPlace, key: string): boolean {
  const { library } = useStores();
  const { open, ready } = useContext(LibraryState);
  const followed = useEntry(() => (open ? library.follow(place) : showScreen), open ? key : '') && open;
  const [followedOnce, setFollowedOnce] = useState(false);
  if (followed && !followedOnce) setFollowedOnce(true);
  return (followed || (followedOnce && open)) && ready;
}

/**
 * What a view draws until it may show: the catalogue's Start Here as it will be drawn (the first element of the
 * same tree, so that what the page drew first stays as the catalogue opens), but only for a person who has passed
 * the gate on this device before; a newcomer may be sent to buy or to answer, and must not see the library first
 * (SPEC §4), so they see the loading overlay until the gate decides.
 */
const Pending = observer(function Pending() {
  const { homeGate } = useStores();
  return homeGate.passedBefore ? <Catalogue pending /> : <LoadingOverlay active fullscreen />;
});

const home: LibraryPlace = { name: 'home' };

/** /home's view: the catalogue, once the library may draw it. */
export const LibraryCatalogue = observer(function LibraryCatalogue() {
  const { homeGate } = useStores();
  const followed = useFollow(home, paths.home);
  if (!followed && !homeGate.passedBefore) return <Pending />;
  return <Catalogue pending={!followed} />;
});

/** A guide's route: its view once followed (a report, an overview), or why it cannot show. */
const GuideRoute = observer(function GuideRoute({ view }: { view: 'guide' | 'overview' }) {
  const { library } = useStores();
  const { pathname } = useLocation();
  const followed = useFollow(libraryPlace(view, useParams()), pathname);
  if (!followed) return <Pending />;
  if (library.view === 'missing') return <GuideMissing />;
  return view === 'guide' ? <ReportView /> : <OverviewView />;
});

/** /home/guide/{reportId}[/of/{userId}]: the report view of my guide or a connection's. */
export const LibraryGuide = () => <GuideRoute view="guide" />;

/** /home/overview/{reportId}: the overview of a guide for sale. */
export const LibraryOverview = () => <GuideRoute view="overview" />;

/**
 * /home (SPEC §2 Home and Library): runs the home gate of SPEC §4 on entry and follows its
 * answer; once it opens, the view its route's child draws (routes.tsx: the catalogue at /home, a report at
 * /home/guide/…, an overview at /home/overview/…). The screen stays while the address changes under it, so Back
 * and Forward move between the views.
 */
export const LibraryScreen = observer(function LibraryScreen() {
  const { homeGate, settings, session, traits } = useStores();
  const { pathname, key: entryKey } = useLocation();
  const onCatalogue = useMatch(paths.home) !== null;
  // The catalogue's largest paint is Start Here's video poster: asked for now, while the gate runs.
  const poster = settings.values.dashboardVideoPosterUrl?.trim();
  if (poster && settings.values.dashboardVideoUrl?.trim() && onCatalogue) {
    preload(poster, { as: 'image', fetchPriority: 'high' });
  }
  // The gate of this visit (a gate that opened on an earlier visit must not show that visit's view).
  const entered = useEntry(() => homeGate.enter());
  const open = entered && homeGate.state === 'open';

  // Start Here draws my trait chart, far taller than its 'loading' line: read with the gate (main.tsx asks
  // for it with the gate's reads), and the catalogue drawn once it is here, so nothing below it moves when it
  // comes (it pushed the tabs out of sight: a layout shift of 0.067 on a cold /home).
  const me = session.currentUser?.id;
  useEffect(() => {
    if (!me || traits.profileOf(me)) return;
    if (traits.profileUserId === me && traits.profileRequest.isLoading) return;
    void traits.loadProfile(me);
  }, [me, traits]);
  const chartHere = !me || !onCatalogue || traits.profileOf(me) !== null || traits.profileErrorOf(me) !== null;
  // Waited for once: the chart's own later reads (it reads again when drawn) never take the library away.
  const [chartWaited, setChartWaited] = useState(false);
  if (chartHere && !chartWaited) setChartWaited(true);
  const chartReady = chartHere || chartWaited;

  // A new view starts at the top of the page. Not on the page's first address (the router's 'default' entry): the
  // browser has just placed it, and a scroll there forced a layout of the whole prerendered page in the middle of
  // the first render's task (Lighthouse /home on this machine: 20 ms unthrottled, 80 ms at a phone's speed).
  useEffect(() => {
    if (entryKey === 'default') return;
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [pathname, entryKey]);

  // The library's first draw once the gate opens (its tabs, the guides' cards, my chart) is the page's heaviest
  // render: drawn in the background, in slices that leave the browser free between them, while Start Here stays
  // as it is (Lighthouse /home: total blocking time 187–226 ms → 136–155 ms in quiet runs). A screen entered with
  // the gate already open (a kept verdict) draws the library at once.
  const ready = useDeferredValue(open && chartReady);
  const state = useMemo(() => ({ open, ready }), [open, ready]);
  return (
    <LibraryState.Provider value={state}>
      <Outlet />
      {ready ? <ScrollToTop threshold={SCROLL_TOP_THRESHOLD_PX} /> : null}
    </LibraryState.Provider>
  );
});
