export { AddressNotice } from './AddressNotice';
export { ConfirmEmailScreen, CONFIRM_EMAIL_HEADING } from './ConfirmEmailScreen';
