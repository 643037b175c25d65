import { forwardRef, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { FormField } from '../FormField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The first, empty choice of every Select: it asks for a choice without making one. */
export const SELECT_PLACEHOLDER = '---Please select---';

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple' | 'required' | 'value' | 'defaultValue'
> {
  /** The visible label. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty option (value ''); `false` for none. Default '---Please select---'. */
  placeholder?: string | false;
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value (alongside the native onChange). */
  onValueChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  hint?: ReactNode;
  /** The error text (inside a Form, shown only after the first submit attempt). */
  error?: ReactNode;
  required?: boolean;
}

const Control = styled.select`
  width: 100%;
  height: ${vars.size.controlHeight};
  padding: 0 ${vars.space.xxl} 0 ${vars.space.md};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.surface};
  /* A chevron drawn in the text colour. */
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%231c2230' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right ${vars.space.sm} center;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeMd};
  appearance: none;
  cursor: pointer;

  ${onTouch} {
    height: ${TOUCH_TARGET};
  }

  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &:focus-visible {
    outline: none;
    border-color: ${vars.color.focus};
    box-shadow: ${vars.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    background-color: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A labelled native select with the '---Please select---' placeholder, hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder = SELECT_PLACEHOLDER, hint, error, required, onChange, onValueChange, id, ...rest },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} controlId={id}>
      {(field) => (
        <Control
          ref={ref}
          {...rest}
          {...field}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value, event);
          }}
        >
          {placeholder === false ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </FormField>
  );
});
Select.displayName = 'Select';
