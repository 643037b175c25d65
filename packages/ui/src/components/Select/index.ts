export { Select, SELECT_PLACEHOLDER, type SelectOption, type SelectProps } from './Select';
