import { forwardRef, useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import {
  CardActions,
  CardBody,
  CardFrame,
  CARD_IMAGE_SIZE,
  CardImage,
  CardImagePlaceholder,
  CardName,
  CardPrice,
  CardText,
} from '../../internal/cardParts';
import { formatPrice } from '../../internal/formatPrice';
import { useInsightLocale } from '../../theme/locale';
import { Button, ButtonLink } from '../Button';
import { Ribbon, type CardRibbon } from '../Ribbon';

interface GuideCardBase extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  name: string;
  /** The ribbon on the card's corner: its text and its tone (e.g. `{ label: 'Career', tone: 'critical' }`). */
  ribbon?: CardRibbon;
  /** The picture's address (decorative: the name says what the guide is), drawn 16:9. */
  image?: string;
  /**
   * When the picture loads: 'lazy' by default (cards sit in lists below the fold, the browser fetches each
   * picture as it comes near), 'eager' for a card the page opens on.
   */
  imageLoading?: 'lazy' | 'eager';
  shortDescription?: ReactNode;
  /** The name's heading level (default 3: cards sit under a section heading). */
  headingLevel?: 2 | 3 | 4;
}

interface PurchasedGuide {
  purchased: true;
  /** Opens the guide. */
  onView: () => void;
  price?: number;
}

interface GuideForSale {
  purchased: false;
  /** Shown as 'Only $19.99' ('Only $25' for whole amounts). */
  price: number;
  /** Opens the overview of the guide. */
  onOverview: () => void;
  /** The cart provider's add-to-cart address. */
  cartLink: string;
  /** Called when Add to Cart is followed (the link still navigates unless prevented). */
  onAddToCart?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Purchased guides have a View button; the others show the price, Overview and Add to Cart. */
export type GuideCardProps = GuideCardBase & (PurchasedGuide | GuideForSale);

/** A guide in a library: picture, ribbon, name and short description, and its actions. */
export const GuideCard = forwardRef<HTMLElement, GuideCardProps>(function GuideCard(props, ref) {
  const { locale, currency, strings } = useInsightLocale();
  const nameId = useId();
  // The variants' own props stay off the DOM.
  type AllProps = GuideCardBase & { purchased: boolean } & Partial<
      Omit<PurchasedGuide, 'purchased'> & Omit<GuideForSale, 'purchased'>
    >;
  const {
    name,
    ribbon,
    image,
    imageLoading = 'lazy',
    shortDescription,
    headingLevel = 3,
    purchased: _purchased,
    price: _price,
    onView: _onView,
    onOverview: _onOverview,
    cartLink: _cartLink,
    onAddToCart: _onAddToCart,
    ...dom
  } = props as AllProps;
  return (
    <CardFrame ref={ref} aria-labelledby={nameId} data-state={props.purchased ? 'purchased' : 'for-sale'} {...dom}>
      {ribbon ? <Ribbon tone={ribbon.tone}>{ribbon.label}</Ribbon> : null}
      {image ? (
        <CardImage
          src={image}
          alt=""
          width={CARD_IMAGE_SIZE.width}
          height={CARD_IMAGE_SIZE.height}
          loading={imageLoading}
          decoding="async"
        />
      ) : (
        <CardImagePlaceholder />
      )}
      <CardBody>
        <CardName id={nameId} as={`h${headingLevel}`}>
          {name}
        </CardName>
        {shortDescription ? <CardText>{shortDescription}</CardText> : null}
        {props.purchased ? (
          <CardActions>
            <Button aria-describedby={nameId} onClick={props.onView}>
              {strings.view}
            </Button>
          </CardActions>
        ) : (
          <>
            <CardPrice>
              {formatPrice(props.price, { only: true, locale, currency, offer: strings.offerPrice })}
            </CardPrice>
            <CardActions>
              <Button variant="secondary" aria-describedby={nameId} onClick={props.onOverview}>
                {strings.overview}
              </Button>
              <ButtonLink href={props.cartLink} aria-describedby={nameId} onClick={props.onAddToCart}>
                {strings.addToCart}
              </ButtonLink>
            </CardActions>
          </>
        )}
      </CardBody>
    </CardFrame>
  );
});
GuideCard.displayName = 'GuideCard';
