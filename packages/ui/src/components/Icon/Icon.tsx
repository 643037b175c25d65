import { forwardRef, type ReactElement, type SVGAttributes } from 'react';
import styled from 'styled-components';

/** The drawings: 24×24, stroked with currentColor so an icon takes the colour of its text. */
const paths = {
  cart: (
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.1a2 2 0 0 0 2-1.5L21.5 7H6" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </>
  ),
  close: <path d="M18 6 6 18M6 6l12 12" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  check: <path d="M20 6 9 17l-5-5" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </>
  ),
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;
/** Every icon name, in drawing order (for pickers and the icon gallery). */
export const iconNames = Object.keys(paths) as IconName[];

export type IconSize = 'sm' | 'md' | 'lg';
const pixels: Record<IconSize, number> = { sm: 16, md: 20, lg: 24 };

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'width' | 'height'> {
  name: IconName;
  /** sm 16 px, md 20 px (default), lg 24 px. */
  size?: IconSize;
  /**
   * An icon is decoration by default (aria-hidden). Give it a `title` only when it stands alone
   * and carries meaning: it then becomes an image with that accessible name.
   */
  title?: string;
}

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
`;

/** A small inline SVG icon, hidden from assistive technology unless it has a `title`. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ name, size = 'md', title, ...rest }, ref) {
  const px = pixels[size];
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <Svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {paths[name]}
    </Svg>
  );
});
Icon.displayName = 'Icon';
