import { SCROLL_TOP_THRESHOLD_PX } from '@insight/api';
import { Card, Page, ScrollToTop, Stack, Tab, TabList, TabPanel, Tabs } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserLocation } from '../../routes/useBrowserLocation';
import type { LibraryTab } from '../../stores/LibraryViewStore';
import { useStores } from '../../stores/StoreContext';
import { ConnectionGuidesPanel } from './ConnectionGuidesTab';
import { InviteTab } from './InviteTab';
import { MyGuidesTab } from './MyGuidesTab';
import { OverviewView } from './OverviewView';
import { ReportView } from './ReportView';
import { StartHere } from './StartHere';
import { screenTexts, libraryTexts } from '../../texts';

const isTab = (value: string): value is LibraryTab =>
  value === 'guides' || value === 'connections' || value === 'invite';

/** The catalogue view: Start Here, then the three tabs. */
const Catalogue = observer(function Catalogue() {
  const { library } = useStores();
  return (
    <Page width="wide">
      <StartHere />
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
        <TabPanel value="guides">
          <MyGuidesTab />
        </TabPanel>
        <TabPanel value="connections">
          <ConnectionGuidesPanel active={library.tab === 'connections'} />
        </TabPanel>
        <TabPanel value="invite">
          <InviteTab />
        </TabPanel>
      </Tabs>
    </Page>
  );
});

/** While the gate runs: the page's place, under the layout's loading overlay. */
function Checking() {
  return (
    <Page width="wide" title={screenTexts.startHere}>
      <Card padding="xl">
        <Stack gap="md">
          <p style={{ margin: 0 }}>{libraryTexts.loading}</p>
        </Stack>
      </Card>
    </Page>
  );
}

/**
 * /home (SPEC §2 Home and Library): runs the home gate of SPEC §4 on entry and follows its
 * answer; once it opens, the catalogue, a report or an overview.
 */
export const LibraryScreen = observer(function LibraryScreen() {
  const { homeGate, library } = useStores();
  const navigate = useNavigate();
  const browser = useBrowserLocation();

  useEffect(() => {
    let active = true;
    // Entering starts on the catalogue view (nothing shows while the gate runs).
    library.openCatalogue();
    void homeGate.enter().then((outcome) => {
      if (!active) return;
      if (outcome.kind === 'route') navigate(outcome.to, { replace: true });
      else if (outcome.kind === 'leave') browser.assign(outcome.url);
    });
    return () => {
      active = false;
    };
  }, [homeGate, library, navigate, browser]);

  // A new view starts at the top of the page.
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [library.view, library.selectedItemId]);

  if (homeGate.state !== 'open') return <Checking />;
  return (
    <>
      {library.view === 'report' ? <ReportView /> : library.view === 'overview' ? <OverviewView /> : <Catalogue />}
      <ScrollToTop threshold={SCROLL_TOP_THRESHOLD_PX} />
    </>
  );
});
