export {
  Stack,
  type SpaceToken,
  type StackAlign,
  type StackDirection,
  type StackElement,
  type StackJustify,
  type StackProps,
} from './Stack';
