import { forwardRef, useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { FieldNotes, FieldStack, describeField } from '../../internal/fieldParts';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'className' | 'style' | 'required'
> {
  /**
   * The label. It may hold links or link-buttons (e.g. to the Terms of Service): activating those
   * does not tick the box.
   */
  label: ReactNode;
  hint?: ReactNode;
  /** The error text; when given it is shown, sets aria-invalid and describes the checkbox. */
  error?: ReactNode;
  /** aria-required (the app validates; the browser's own check is not used). */
  required?: boolean;
  /** Class and style of the wrapper; every other prop goes to the <input>. */
  className?: string;
  style?: CSSProperties;
}

/** The padding above and below a one-line label that makes it 44 px tall on a touch screen. */
const labelTouchPadding = `max(0px, calc((${TOUCH_TARGET} - ${vars.font.lineHeightNormal} * ${vars.font.sizeMd}) / 2))`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  accent-color: ${vars.color.primary};
  cursor: pointer;

  /* Level with the first line of its label, which has moved down by the label's padding. */
  ${onTouch} {
    margin-top: calc(3px + ${labelTouchPadding});
  }

  &:disabled {
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${vars.color.danger};
    outline-offset: 1px;
  }
  &[aria-invalid='true']:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Label = styled.label<{ $disabled: boolean }>`
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeightNormal};
  color: ${({ $disabled }) => ($disabled ? vars.color.textMuted : vars.color.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  /* The label is the box's target: on a touch screen a line of it is 44 px tall (its words may hold links, so
     padding, not a flex box, which would pull them out of their sentence). */
  ${onTouch} {
    padding-block: ${labelTouchPadding};
  }
`;

const Below = styled.div`
  padding-inline-start: calc(18px + ${vars.space.sm});
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
`;

/** A native checkbox with a label that may contain links, plus optional hint and error text. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required = false, id: idProp, className, style, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const field = describeField(id, hint, error, rest['aria-describedby']);
  const { showError } = field;
  return (
    <FieldStack className={className} style={style} data-state={showError ? 'invalid' : undefined}>
      <Row>
        <Box
          ref={ref}
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-required={required || undefined}
          {...rest}
          aria-invalid={showError || undefined}
          aria-describedby={field.describedBy}
        />
        <Label htmlFor={id} $disabled={Boolean(disabled)}>
          {label}
        </Label>
      </Row>
      {field.showHint || showError ? (
        <Below>
          <FieldNotes field={field} hint={hint} error={error} />
        </Below>
      ) : null}
    </FieldStack>
  );
});
Checkbox.displayName = 'Checkbox';
