export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  validateImageFile,
  type ImageFileLike,
} from './validateImage';
