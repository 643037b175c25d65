import { backgroundImageFileName } from '@insight/api';
import {
  ButtonLink,
  Card,
  formatPrice,
  Heading,
  Page,
  Ribbon,
  SafeHtml,
  Stack,
  Text,
  TitleBanner,
  vars,
} from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { useStores } from '../../stores/StoreContext';
import { assetUrl } from './assets';
import { cartAddress } from './cartAddress';
import { ReturnToLibrary } from './ReturnToLibrary';
import { guideRibbon } from './ribbons';
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

/** SPEC §2 Report view: an unpurchased item shows an overview with its price and Add to Cart. */
export const OverviewView = observer(function OverviewView() {
  const { library, settings } = useStores();
  const headingId = useId();
  const item = library.selectedGuide;
  if (!item) return null;
  const ribbon = guideRibbon(item.type);
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
            <Heading level={2} id={headingId}>
              {libraryTexts.overviewHeading}
            </Heading>
            <SafeHtml html={item.description} headingStart={3} />
          </Stack>
        </Card>
        <Card padding="lg" elevation="raised">
          <Stack gap="lg" align="start">
            {picture ? <Picture src={picture} alt="" /> : null}
            <Ribbon tone={ribbon.tone}>{ribbon.label}</Ribbon>
            <Text size="xl" weight="bold">
              {formatPrice(item.price, { only: true })}
            </Text>
            <ButtonLink href={cartAddress(item.cartLink)} leadingIcon="cart">
              {libraryTexts.addToCart}
            </ButtonLink>
          </Stack>
        </Card>
      </Columns>
    </Page>
  );
});
