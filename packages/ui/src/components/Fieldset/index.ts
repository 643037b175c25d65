export { Fieldset, type FieldsetProps } from './Fieldset';
