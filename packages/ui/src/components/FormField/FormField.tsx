import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useFieldError } from '../Form';
import { FieldError, FieldLabel, FieldStack, Hint, RequiredMarker, describeField } from '../../internal/fieldParts';

/** What FormField hands to its control: spread it on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label, tied to the control with <label for>. */
  label: ReactNode;
  /** Help under the label; it describes the control. */
  hint?: ReactNode;
  /** The error text. Inside a Form it shows only after the first submit attempt. */
  error?: ReactNode;
  /** A visual * and aria-required on the control. */
  required?: boolean;
  /** The control's id (default: generated). */
  controlId?: string;
  /** Renders the control with the wiring props: `{(field) => <textarea {...field} />}`. */
  children: (field: FieldControlProps) => ReactNode;
}

/** Label, hint, control and error wired by ids (label for, aria-describedby, aria-invalid). */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, hint, error, required = false, controlId, children, ...rest },
  ref,
) {
  const autoId = useId();
  const id = controlId ?? autoId;
  const visibleError = useFieldError(error);
  const { hintId, errorId, showHint, showError, describedBy } = describeField(id, hint, visibleError);
  const field: FieldControlProps = {
    id,
    'aria-describedby': describedBy,
    ...(showError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <FieldStack ref={ref} data-state={showError ? 'invalid' : undefined} {...rest}>
      <FieldLabel htmlFor={id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </FieldLabel>
      {showHint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children(field)}
      {showError ? <FieldError id={errorId}>{visibleError}</FieldError> : null}
    </FieldStack>
  );
});
FormField.displayName = 'FormField';
