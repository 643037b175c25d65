export {
  Text,
  type TextAlign,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text';
