export { ExpandableText, type ExpandableTextProps } from './ExpandableText';
