export { Modal, type ModalProps, type ModalRole, type ModalSize } from './Modal';
