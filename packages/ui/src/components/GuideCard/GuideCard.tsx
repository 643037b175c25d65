import { forwardRef, useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Ribbon, type RibbonTone } from '../Ribbon';
import {
  CardActions,
  CardBody,
  CardFrame,
  CardImage,
  CardImagePlaceholder,
  CardName,
  CardPrice,
  CardText,
  CartLink,
  typeLabel,
} from './cardParts';
import { formatPrice } from './formatPrice';

export type GuideType = 'career' | 'sports' | 'personal';

/** SPEC §2 Home: card ribbon colour by type — career red, sports green, personal blue. */
export const guideRibbonTone: Readonly<Record<GuideType, RibbonTone>> = {
  career: 'red',
  sports: 'green',
  personal: 'blue',
};

interface GuideCardBase extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  name: string;
  type: GuideType;
  /** The picture's address (decorative: the name says what the guide is). */
  image?: string;
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

/** A guide in the library: picture, type ribbon, name and short description, and its actions. */
export const GuideCard = forwardRef<HTMLElement, GuideCardProps>(function GuideCard(props, ref) {
  const nameId = useId();
  // The variants' own props stay off the DOM.
  type AllProps = GuideCardBase & { purchased: boolean } & Partial<
      Omit<PurchasedGuide, 'purchased'> & Omit<GuideForSale, 'purchased'>
    >;
  const {
    name,
    type,
    image,
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
    <CardFrame
      ref={ref}
      aria-labelledby={nameId}
      data-type={type}
      data-state={props.purchased ? 'purchased' : 'for-sale'}
      {...dom}
    >
      <Ribbon tone={guideRibbonTone[type]}>{typeLabel(type)}</Ribbon>
      {image ? <CardImage src={image} alt="" /> : <CardImagePlaceholder />}
      <CardBody>
        <CardName id={nameId} as={`h${headingLevel}`}>
          {name}
        </CardName>
        {shortDescription ? <CardText>{shortDescription}</CardText> : null}
        {props.purchased ? (
          <CardActions>
            <Button aria-describedby={nameId} onClick={props.onView}>
              View
            </Button>
          </CardActions>
        ) : (
          <>
            <CardPrice>{formatPrice(props.price, { only: true })}</CardPrice>
            <CardActions>
              <Button variant="secondary" aria-describedby={nameId} onClick={props.onOverview}>
                Overview
              </Button>
              <CartLink href={props.cartLink} aria-describedby={nameId} onClick={props.onAddToCart}>
                Add to Cart
              </CartLink>
            </CardActions>
          </>
        )}
      </CardBody>
    </CardFrame>
  );
});
GuideCard.displayName = 'GuideCard';
