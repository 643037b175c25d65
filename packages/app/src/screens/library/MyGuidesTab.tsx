import { Alert, CardGrid, EmptyState, GuideCard, Heading, Stack } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from './assets';
import { guideRibbon } from './ribbons';
import { screenTexts, libraryTexts } from '../../texts';
import { placePath } from '../../routes/outcomeRouting';

/**
 * SPEC §2 My Guides: '{first name}'s Personal Guides' with the purchased guides (View), then
 * 'Additional Guides For Purchase' ('Only $price', Overview, Add to Cart), in SPEC §9 order.
 */
export const MyGuidesTab = observer(function MyGuidesTab() {
  const { catalog, library, profile, settings } = useStores();
  const navigate = useNavigate();
  const open = (reportId: number) => navigate(placePath(library.placeOfGuide(reportId)));
  const ownedId = useId();
  const saleId = useId();
  const images = settings.values.reportImagePath;
  const owned = library.ownedGuides;
  const forSale = library.guidesForSale;
  return (
    <Stack gap="xxl">
      {catalog.error ? <Alert tone="critical">{catalog.error}</Alert> : null}
      <Stack as="section" gap="lg" aria-labelledby={ownedId}>
        <Heading level={2} id={ownedId}>
          {screenTexts.personalGuidesHeading(profile.firstName)}
        </Heading>
        {owned.length > 0 ? (
          <CardGrid as="ul" minItemWidth="280px">
            {owned.map((item) => (
              <li key={item.reportId}>
                <GuideCard
                  purchased
                  name={item.name}
                  ribbon={guideRibbon(item.type)}
                  image={assetUrl(images, item.imageFileName)}
                  shortDescription={item.shortDescription}
                  onView={() => open(item.reportId)}
                />
              </li>
            ))}
          </CardGrid>
        ) : (
          <EmptyState icon="info" message={libraryTexts.noOwnedGuides} />
        )}
      </Stack>
      <Stack as="section" gap="lg" aria-labelledby={saleId}>
        <Heading level={2} id={saleId}>
          {screenTexts.additionalGuides}
        </Heading>
        {forSale.length > 0 ? (
          <CardGrid as="ul" minItemWidth="280px">
            {forSale.map((item) => (
              <li key={item.reportId}>
                <GuideCard
                  purchased={false}
                  name={item.name}
                  ribbon={guideRibbon(item.type)}
                  image={assetUrl(images, item.imageFileName)}
                  shortDescription={item.shortDescription}
                  price={item.price}
                  cartLink={item.cartLink}
                  onOverview={() => open(item.reportId)}
                />
              </li>
            ))}
          </CardGrid>
        ) : (
          <EmptyState icon="success" message={libraryTexts.ownsEverything} />
        )}
      </Stack>
    </Stack>
  );
});
