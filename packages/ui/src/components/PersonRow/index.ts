export { PersonRow, type PersonRowElement, type PersonRowProps, type PersonRowStatusTone } from './PersonRow';
