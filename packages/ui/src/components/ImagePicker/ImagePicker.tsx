import { forwardRef, useId, useImperativeHandle, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Button } from '../Button';
import { FieldError, joinIds } from '../../internal/fieldParts';
import { visuallyHiddenStyles } from '../VisuallyHidden';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, validateImageFile } from './validateImage';
import { useInsightStrings } from '../../theme/locale';

export interface ImagePickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The file input's accessible name (default: the provider's `strings.profilePicture`, 'Profile picture'). */
  label?: string;
  /** The button's text (default: the provider's `strings.changePhoto`, 'Change Photo'). */
  buttonLabel?: string;
  /** Called only with a valid file (jpg, jpeg or png by extension and type; at most `maxBytes`). */
  onChange: (file: File) => void;
  /** Called with the message when a chosen file is rejected, and with null when a valid one is chosen. */
  onFileError?: (message: string | null) => void;
  /** Default 1048576 (1 MB, `MAX_IMAGE_BYTES`). */
  maxBytes?: number;
  /** An error from outside (e.g. the upload failed); a rejected file's message takes precedence. */
  error?: ReactNode;
  /** Shown above the button, e.g. an Avatar of the current picture. */
  preview?: ReactNode;
  disabled?: boolean;
}

const HiddenInput = styled.input`
  ${visuallyHiddenStyles}
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.md};
`;

/**
 * A 'Change Photo' button that opens the file chooser and checks the chosen image
 * ('File size should be 1 MB or less.', 'Please select a jpg or png file.'). The error text
 * describes the input and the button.
 */
export const ImagePicker = forwardRef<HTMLInputElement, ImagePickerProps>(function ImagePicker(
  {
    label: labelProp,
    buttonLabel: buttonLabelProp,
    onChange,
    onFileError,
    maxBytes = MAX_IMAGE_BYTES,
    error,
    preview,
    disabled = false,
    ...rest
  },
  ref,
) {
  const strings = useInsightStrings();
  const label = labelProp ?? strings.profilePicture;
  const buttonLabel = buttonLabelProp ?? strings.changePhoto;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const id = useId();
  const errorId = `${id}-error`;
  const [rejection, setRejection] = useState<string | null>(null);
  const shown = rejection ?? error;
  const hasError = shown !== undefined && shown !== null && shown !== false && shown !== '';
  const describedBy = joinIds(hasError && errorId);

  return (
    <Root data-state={hasError ? 'invalid' : undefined} {...rest}>
      {preview}
      <HiddenInput
        ref={inputRef}
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again must fire change again.
          event.target.value = '';
          // A file without a name cannot be checked by its extension: it is ignored, not refused.
          if (!file || file.name === '') return;
          const problem = validateImageFile(file, maxBytes);
          const message =
            problem === null ? null : problem === IMAGE_TOO_LARGE_MESSAGE ? strings.imageTooLarge : strings.imageType;
          setRejection(message);
          onFileError?.(message);
          if (message === null) onChange(file);
        }}
      />
      <Button
        variant="secondary"
        leadingIcon="user"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      {/* Always present, so a new message is announced when it appears. */}
      <div role="alert">{hasError ? <FieldError id={errorId}>{shown}</FieldError> : null}</div>
    </Root>
  );
});
ImagePicker.displayName = 'ImagePicker';
