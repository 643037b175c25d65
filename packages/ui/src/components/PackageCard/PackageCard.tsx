import { forwardRef, useId, useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import {
  CardActions,
  CardBody,
  CardFrame,
  CardImage,
  CardImagePlaceholder,
  CardName,
  CardPrice,
  CardText,
} from '../../internal/cardParts';
import { formatPrice } from '../../internal/formatPrice';
import { useInsightLocale } from '../../theme/locale';
import { sanitizeHtml } from '../../internal/sanitize';
import { ButtonLink } from '../Button';
import { Ribbon, type CardRibbon } from '../Ribbon';

export interface PackageCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  name: string;
  /** Shown as '$price' ('$49.99', '$25'). */
  price: number;
  /** The ribbon on the card's corner: its text and its tone (e.g. `{ label: 'Personal', tone: 'info' }`). */
  ribbon?: CardRibbon;
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

/** A package offered for sale: price, picture, name, HTML description and a Select link. */
export const PackageCard = forwardRef<HTMLElement, PackageCardProps>(function PackageCard(
  { name, price, ribbon, description, image, cartLink, onSelect, headingLevel = 2, ...rest },
  ref,
) {
  const { locale, currency, strings } = useInsightLocale();
  const nameId = useId();
  const safe = useMemo(() => sanitizeHtml(description), [description]);
  return (
    <CardFrame ref={ref} aria-labelledby={nameId} {...rest}>
      {ribbon ? <Ribbon tone={ribbon.tone}>{ribbon.label}</Ribbon> : null}
      {image ? <CardImage src={image} alt="" /> : <CardImagePlaceholder />}
      <CardBody>
        <CardPrice>{formatPrice(price, { locale, currency })}</CardPrice>
        <CardName id={nameId} as={`h${headingLevel}`}>
          {name}
        </CardName>
        {'html' in safe ? (
          <CardText dangerouslySetInnerHTML={{ __html: safe.html }} />
        ) : (
          <CardText>{safe.text}</CardText>
        )}
        <CardActions>
          <ButtonLink href={cartLink} aria-describedby={nameId} onClick={onSelect}>
            {strings.select}
          </ButtonLink>
        </CardActions>
      </CardBody>
    </CardFrame>
  );
});
PackageCard.displayName = 'PackageCard';
