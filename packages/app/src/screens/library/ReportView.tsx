import { backgroundImageFileName } from '@insight/api';
import { Alert, Button, Card, Link, Page, SafeHtml, Stack, TitleBanner, VisuallyHidden } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { GuidePrintStyle, printMarks } from '../../layout/print';
import { useStores } from '../../stores/StoreContext';
import { libraryTexts, screenTexts } from '../../texts';
import { assetUrl } from './assets';
import { OwnerInsight } from './PersonalMap';
import { ReturnToLibrary } from './ReturnToLibrary';

/** The Personal Map's results: its owner's (mine, or the connection's who shares it). */
const OwnerTraits = observer(function OwnerTraits() {
  const { library } = useStores();
  const ownerId = library.ownerId;
  const shared = library.connectionReport;
  if (!ownerId) return null;
  return <OwnerInsight userId={ownerId} theirName={shared ? shared.firstName : undefined} />;
});

/**
 * The guide's HTML without its own outer `<article>` (the server's guides come in one: `<article
 * class="insight-guide">`): the card is the guide's article, named by its title, and a screen reader meets one
 * article, not one inside another. Anything else is left as it is; SafeHtml sanitizes the result.
 */
export function guideBody(html: string): string {
  const body = /^\s*<article\b[^>]*>([\s\S]*)<\/article>\s*$/i.exec(html)?.[1];
  // Two articles side by side are not one wrapper: left as they are.
  return body === undefined || /<\/?article\b/i.test(body) ? html : body;
}

/**
 * SPEC §2 Report view: the title banner, Return to Library, the guide's HTML (sanitized) and,
 * only for the featured item, the Learn More link. A connection's guide says whose view it is
 * ('You are viewing this guide as {connection_name} would see it') and is titled
 * 'report name : first last'. The Personal Map carries its owner's trait chart above the guide,
 * and Download PDF prints the guide as a document (layout/print.ts): the title, with
 * a shared guide's owner in it, the chart and the guide, nothing of the page around them.
 */
export const ReportView = observer(function ReportView() {
  const { library, settings } = useStores();
  const item = library.selectedGuide;
  const learnMore = settings.values.mapLearnMoreUrl?.trim();
  const background = item
    ? assetUrl(settings.values.reportImagePath, backgroundImageFileName(item.imageFileName))
    : undefined;
  // SPEC §2: a connection's guide is titled 'report name : first last' and says whose view it is.
  const shared = library.sharedBy;
  const name = library.selectedReportName;
  const title = shared ? screenTexts.connectionReportTitle(name, shared.firstName, shared.lastName) : name;
  const viewingAs = shared ? screenTexts.viewingAs(`${shared.firstName} ${shared.lastName}`.trim()) : null;
  // A connection's guide whose owner is still being looked up has no title yet.
  if (!name) {
    return (
      <Page width="wide">
        <Card padding="xl">
          <p role="status">{libraryTexts.reportLoading}</p>
        </Card>
      </Page>
    );
  }
  return (
    <Page width="wide">
      <GuidePrintStyle />
      <TitleBanner title={title} backgroundImage={background} {...printMarks.banner}>
        <Stack direction="row" gap="md" align="center" wrap {...printMarks.hidden}>
          <ReturnToLibrary />
          {library.reportHtml !== null ? (
            <Button variant="secondary" onClick={() => window.print()}>
              {libraryTexts.download}
            </Button>
          ) : null}
          {library.isFeaturedSelected && learnMore ? (
            <Link href={learnMore} tone="inverse" target="_blank" rel="noopener noreferrer">
              {libraryTexts.learnMore}
              <VisuallyHidden> {libraryTexts.learnMoreHint}</VisuallyHidden>
            </Link>
          ) : null}
        </Stack>
      </TitleBanner>
      {viewingAs ? (
        <Alert tone="info" {...printMarks.hidden}>
          {viewingAs}
        </Alert>
      ) : null}
      {library.error ? <Alert tone="critical">{library.error}</Alert> : null}
      {library.showsTraits ? <OwnerTraits /> : null}
      {library.reportHtml !== null ? (
        <Card as="article" padding="xl" aria-label={title} {...printMarks.plain}>
          <SafeHtml html={guideBody(library.reportHtml)} headingStart={2} {...printMarks.guide} />
        </Card>
      ) : library.isLoading ? (
        <Card padding="xl">
          <p role="status">{libraryTexts.reportLoading}</p>
        </Card>
      ) : null}
    </Page>
  );
});
