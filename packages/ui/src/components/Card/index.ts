export { Card, type CardElement, type CardPadding, type CardProps } from './Card';
