import { backgroundImageFileName } from '@insight/api';
import { Card, formatPrice, guideRibbonTone, Page, Ribbon, SafeHtml, Stack, TitleBanner, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from './assets';
import { CartForm } from './CartForm';
import { ReturnToLibrary } from './ReturnToLibrary';
import { SectionHeading } from './SectionHeading';
import { libraryTexts } from '../../texts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${vars.space.xl};
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
`;

/** SPEC §2 Report view: an unpurchased item shows an overview with its price and Add to Cart. */
export const OverviewView = observer(function OverviewView() {
  const { library, settings } = useStores();
  const headingId = useId();
  const item = library.selectedItem;
  if (!item) return null;
  const images = settings.values.reportImagePath;
  const picture = assetUrl(images, item.imageFileName);
  return (
    <Page width="wide">
      <TitleBanner
        title={item.name}
        subtitle={item.shortDescription}
        backgroundImage={assetUrl(images, backgroundImageFileName(item.imageFileName))}
      >
        <Stack direction="row" gap="md">
          <ReturnToLibrary />
        </Stack>
      </TitleBanner>
      <Columns>
        <Card as="section" padding="xl" aria-labelledby={headingId}>
          <Stack gap="lg">
            <SectionHeading id={headingId}>{libraryTexts.overviewHeading}</SectionHeading>
            <SafeHtml html={item.description} headingStart={3} />
          </Stack>
        </Card>
        <Card padding="lg" elevation="raised">
          <Stack gap="lg" align="start">
            {picture ? <Picture src={picture} alt="" /> : null}
            <Ribbon tone={guideRibbonTone[item.type]}>{item.type.charAt(0).toUpperCase() + item.type.slice(1)}</Ribbon>
            <Price>{formatPrice(item.price, { only: true })}</Price>
            <CartForm cartLink={item.cartLink} label={libraryTexts.addToCart} />
          </Stack>
        </Card>
      </Columns>
    </Page>
  );
});
