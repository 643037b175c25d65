import { forwardRef, useId, useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { formatPrice } from '../GuideCard/formatPrice';
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
} from '../GuideCard/cardParts';
import { Ribbon, type RibbonTone } from '../Ribbon';
import { sanitizeHtml } from '../SafeHtml/sanitize';

/** SPEC §2 Purchase package: ribbon colour — career red, personal blue, sports and anything else green. */
export const packageRibbonTone = (type: string): RibbonTone =>
  type === 'career' ? 'red' : type === 'personal' ? 'blue' : 'green';

export interface PackageCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  name: string;
  /** Shown as '$price' ('$49.99', '$25'). */
  price: number;
  /** The package's type: career, personal, sports (or another word: green). */
  type: string;
  /** The description as HTML; it is sanitized before it is shown. */
  description: string;
  /** The picture's address (decorative). */
  image?: string;
  /** The cart provider's address for this package (the Select link). */
  cartLink: string;
  /** Called when Select is followed (the link still navigates unless prevented). */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The name's heading level (default 2: packages are the page's main items). */
  headingLevel?: 2 | 3;
}

/** A package on 'Choose Your Package': price, picture, name, HTML description and a Select link. */
export const PackageCard = forwardRef<HTMLElement, PackageCardProps>(function PackageCard(
  { name, price, type, description, image, cartLink, onSelect, headingLevel = 2, ...rest },
  ref,
) {
  const nameId = useId();
  const safe = useMemo(() => sanitizeHtml(description), [description]);
  return (
    <CardFrame ref={ref} aria-labelledby={nameId} data-type={type} {...rest}>
      {type ? <Ribbon tone={packageRibbonTone(type)}>{typeLabel(type)}</Ribbon> : null}
      {image ? <CardImage src={image} alt="" /> : <CardImagePlaceholder />}
      <CardBody>
        <CardPrice>{formatPrice(price)}</CardPrice>
        <CardName id={nameId} as={`h${headingLevel}`}>
          {name}
        </CardName>
        {'html' in safe ? (
          <CardText dangerouslySetInnerHTML={{ __html: safe.html }} />
        ) : (
          <CardText>{safe.text}</CardText>
        )}
        <CardActions>
          <CartLink href={cartLink} aria-describedby={nameId} onClick={onSelect}>
            Select
          </CartLink>
        </CardActions>
      </CardBody>
    </CardFrame>
  );
});
PackageCard.displayName = 'PackageCard';
