export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { IconButton, type IconButtonProps } from './IconButton';
export type { ButtonAppearance, ButtonSize, ButtonTone } from './buttonStyles';
