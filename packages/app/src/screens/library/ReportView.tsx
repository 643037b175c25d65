import { backgroundImageFileName } from '@insight/api';
import { Alert, Button, Card, Link, Page, Stack, TitleBanner, VisuallyHidden } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from './assets';
import { SafeHtml } from './SafeHtml';
import { screenTexts, libraryTexts } from '../../texts';

/**
 * SPEC §2 Report view: the title banner, Return to Library, the guide's HTML (sanitized) and,
 * only for the featured item, the Learn More link. A connection's guide says whose view it is
 * ('You are viewing this guide as {connection_name} would see it') and is titled
 * 'report name : first last'.
 */
export const ReportView = observer(function ReportView() {
  const { library, settings } = useStores();
  const item = library.selectedItem;
  const learnMore = settings.values.mapLearnMoreUrl?.trim();
  const background = item
    ? assetUrl(settings.values.reportImagePath, backgroundImageFileName(item.imageFileName))
    : undefined;
  return (
    <Page width="wide">
      <TitleBanner title={library.selectedTitle} backgroundImage={background}>
        <Stack direction="row" gap="md" align="center" wrap>
          <Button variant="secondary" onClick={() => library.openCatalogue()}>
            {screenTexts.returnToLibrary}
          </Button>
          {library.isFeaturedSelected && learnMore ? (
            <Link href={learnMore} variant="inverse" target="_blank" rel="noopener noreferrer">
              {libraryTexts.learnMore}
              <VisuallyHidden> {libraryTexts.learnMoreHint}</VisuallyHidden>
            </Link>
          ) : null}
        </Stack>
      </TitleBanner>
      {library.viewingAs ? <Alert tone="info">{library.viewingAs}</Alert> : null}
      {library.error ? <Alert tone="danger">{library.error}</Alert> : null}
      {library.reportHtml !== null ? (
        <Card as="article" padding="xl" aria-label={library.selectedTitle}>
          <SafeHtml html={library.reportHtml} headingStart={2} />
        </Card>
      ) : library.isLoading ? (
        <Card padding="xl">
          <p role="status">{libraryTexts.reportLoading}</p>
        </Card>
      ) : null}
    </Page>
  );
});
