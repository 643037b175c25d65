import { forwardRef, useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { FieldError, FieldLabel, FieldStack, Hint, RequiredMarker, describeField } from '../../internal/fieldParts';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'required' | 'className' | 'style'
> {
  /** The visible label, tied to the input with <label for>. */
  label: ReactNode;
  type?: TextFieldType;
  /** Help under the label; it describes the input. */
  hint?: ReactNode;
  /** The error text. When given, it is shown, the input gets aria-invalid and the text describes the input. */
  error?: ReactNode;
  /**
   * Marks the field required (a visual * and aria-required). The browser's own required-check
   * is not used: the app validates and shows its own messages after the first submit.
   */
  required?: boolean;
  /** Class and style of the outer wrapper (for layout). Every other prop goes to the <input>. */
  className?: string;
  style?: CSSProperties;
}

const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.space.md};
  border: 1px solid ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.borderStrong)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeMd};
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  ${onTouch} {
    height: ${TOUCH_TARGET};
  }

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? vars.color.dangerHover : vars.color.text)};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.focus)};
    box-shadow: ${vars.shadow.focus};
  }
  &:disabled {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * A labelled text input with optional hint and error text. The ref and every input prop reach the
 * <input>, so it works controlled (value + onChange) and uncontrolled (defaultValue, or a form
 * library's register(): name, onChange, onBlur, ref).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, type = 'text', hint, error, required = false, id: idProp, className, style, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const { hintId, errorId, showHint, showError, describedBy } = describeField(
    id,
    hint,
    error,
    rest['aria-describedby'],
  );

  return (
    <FieldStack className={className} style={style} data-state={showError ? 'invalid' : undefined}>
      <FieldLabel htmlFor={id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </FieldLabel>
      {showHint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Input
        ref={ref}
        id={id}
        type={type}
        disabled={disabled}
        aria-required={required || undefined}
        {...rest}
        aria-invalid={showError || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy}
        $invalid={showError}
      />
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldStack>
  );
});
TextField.displayName = 'TextField';
