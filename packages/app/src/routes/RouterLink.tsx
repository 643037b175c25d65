import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

export interface HrefLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** The router's Link taking `href` (what ui's Header and Link render as `linkComponent` / `as`). */
export const HrefLink = forwardRef<HTMLAnchorElement, HrefLinkProps>(function HrefLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
HrefLink.displayName = 'HrefLink';
