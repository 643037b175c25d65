import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type FieldsetHTMLAttributes,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { FieldError, Hint, RequiredMarker, describeField } from '../../internal/fieldParts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'onBlur' | 'defaultValue' | 'role'
> {
  /** The question, shown as the <legend> (e.g. 'Preferred Pronoun'). */
  legend: ReactNode;
  /** The name shared by the radios (the form field's name). */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value ('' or undefined: none picked). */
  value?: string;
  /** Uncontrolled start value. */
  defaultValue?: string;
  /** Called with the picked value (and the change event, for form libraries that want it). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  hint?: ReactNode;
  /** The error text; shown only when given, and it describes the group. */
  error?: ReactNode;
  required?: boolean;
  /** Radios side by side (default) or one under another. */
  orientation?: 'horizontal' | 'vertical';
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  color: ${vars.color.text};
`;

const Options = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ $vertical }) => ($vertical ? vars.space.sm : `${vars.space.sm} ${vars.space.xl}`)};
`;

const OptionLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 32px;
  font-size: ${vars.font.sizeMd};
  color: ${({ $disabled }) => ($disabled ? vars.color.textMuted : vars.color.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  /* The label is the radio's target: a finger presses the word as often as the circle. */
  ${onTouch} {
    min-height: ${TOUCH_TARGET};
  }
`;

const Radio = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${vars.color.primary};
  cursor: inherit;
`;

/**
 * A <fieldset> of native radios under a <legend>: arrow keys move between options as browsers do.
 * The group has role="radiogroup", so it can carry aria-invalid, aria-required and the error as its
 * description.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    legend,
    name,
    options,
    value,
    defaultValue,
    onChange,
    onBlur,
    hint,
    error,
    required = false,
    orientation = 'horizontal',
    disabled,
    id: idProp,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const legendId = `${id}-legend`;
  const { hintId, errorId, showHint, showError, describedBy } = describeField(id, hint, error);
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value !== undefined ? value : inner;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setInner(event.target.value);
    onChange?.(event.target.value, event);
  };

  return (
    <Fieldset
      ref={ref}
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-invalid={showError || undefined}
      aria-required={required || undefined}
      disabled={disabled}
      data-state={showError ? 'invalid' : undefined}
      {...rest}
    >
      <Legend id={legendId}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </Legend>
      {showHint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Options $vertical={orientation === 'vertical'}>
        {options.map((option) => {
          const optionDisabled = Boolean(disabled || option.disabled);
          return (
            <OptionLabel key={option.value} $disabled={optionDisabled}>
              <Radio
                type="radio"
                name={name}
                value={option.value}
                checked={current === option.value}
                disabled={optionDisabled}
                onChange={change}
                onBlur={onBlur}
              />
              {option.label}
            </OptionLabel>
          );
        })}
      </Options>
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
});
RadioGroup.displayName = 'RadioGroup';
