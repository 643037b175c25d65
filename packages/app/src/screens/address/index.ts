export { AddressNotice } from './AddressNotice';
export { ConfirmEmailScreen } from './ConfirmEmailScreen';
