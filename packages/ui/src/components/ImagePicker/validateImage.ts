/** The largest picture accepted by default: 1048576 bytes (1 MB), enough for a profile photo. */
export const MAX_IMAGE_BYTES = 1048576;
/** What a person reads when a chosen file is refused. */
export const IMAGE_TOO_LARGE_MESSAGE = 'File size should be 1 MB or less.';
export const IMAGE_TYPE_MESSAGE = 'Please select a jpg or png file.';

const extensions = ['jpg', 'jpeg', 'png'];
const mimeTypes = ['image/jpeg', 'image/png'];

/** What the checks need of a File (a File passes; so does a plain object in a test). */
export interface ImageFileLike {
  name: string;
  size: number;
  type: string;
}

/**
 * The error message for a chosen file, or null when it may be used: at most 1 MB, and a jpg,
 * jpeg or png by both its name's extension and its MIME type. The size is checked first.
 */
export function validateImageFile(file: ImageFileLike, maxBytes: number = MAX_IMAGE_BYTES): string | null {
  if (file.size > maxBytes) return IMAGE_TOO_LARGE_MESSAGE;
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!extensions.includes(extension) || !mimeTypes.includes(file.type.toLowerCase())) return IMAGE_TYPE_MESSAGE;
  return null;
}
