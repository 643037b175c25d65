import { forwardRef, useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { FieldNotes, FieldStack, describeField } from '../../internal/fieldParts';
import { useInsightStrings } from '../../theme/locale';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'size' | 'className' | 'style' | 'required' | 'children'
> {
  /** What the switch turns on and off ("Mail when an invitation is accepted"). */
  label: ReactNode;
  hint?: ReactNode;
  /** The error text; when given it is shown, sets aria-invalid and describes the switch. */
  error?: ReactNode;
  /** The words beside the track for its two states. Default: the locale's 'On' and 'Off'. */
  onLabel?: string;
  offLabel?: string;
  /** Class and style of the wrapper; every other prop goes to the <input>. */
  className?: string;
  style?: CSSProperties;
}

const TRACK_W = '2.75rem';
const TRACK_H = '1.5rem';
const THUMB = '1.125rem';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.lg};
`;

const Label = styled.label<{ $disabled: boolean }>`
  flex: 1 1 auto;
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeightNormal};
  color: ${({ $disabled }) => ($disabled ? vars.color.textMuted : vars.color.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** The native checkbox lies over the track (invisible), so a press anywhere on it toggles; 44 px tall for touch. */
const Control = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
`;

const Input = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Track = styled.span`
  position: relative;
  display: inline-block;
  width: ${TRACK_W};
  height: ${TRACK_H};
  border-radius: ${vars.radius.round};
  background: ${vars.color.borderStrong};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &::after {
    content: '';
    position: absolute;
    top: calc((${TRACK_H} - ${THUMB}) / 2);
    inset-inline-start: calc((${TRACK_H} - ${THUMB}) / 2);
    width: ${THUMB};
    height: ${THUMB};
    border-radius: ${vars.radius.round};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
    transition: inset-inline-start ${vars.motion.durationFast} ${vars.motion.easing};
  }

  ${Input}:checked ~ & {
    background: ${vars.color.primary};
  }
  ${Input}:checked ~ &::after {
    inset-inline-start: calc(${TRACK_W} - ${THUMB} - (${TRACK_H} - ${THUMB}) / 2);
    background: ${vars.color.primaryText};
  }
  ${Input}:focus-visible ~ & {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  ${Input}[aria-invalid='true'] ~ & {
    box-shadow: 0 0 0 2px ${vars.color.danger};
  }
  ${Input}:disabled ~ & {
    opacity: 0.5;
  }
`;

/** 'On' or 'Off' beside the track: the state in words too, not only by the thumb's side. */
const State = styled.span`
  min-width: 2rem;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.textMuted};

  ${Input}:checked ~ & > [data-when='off'],
  ${Input}:not(:checked) ~ & > [data-when='on'] {
    display: none;
  }
`;

const Below = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
`;

/**
 * An on/off setting that applies at once: a native checkbox with role="switch" (its checked state is read as
 * on/off), the label before it and the state in words after the track. Use a Checkbox for a choice sent with
 * a form.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, hint, error, onLabel, offLabel, id: idProp, className, style, disabled, ...rest },
  ref,
) {
  const strings = useInsightStrings();
  const autoId = useId();
  const id = idProp ?? autoId;
  const field = describeField(id, hint, error, rest['aria-describedby']);
  const { showError } = field;
  return (
    <FieldStack className={className} style={style} data-state={showError ? 'invalid' : undefined}>
      <Row>
        <Label htmlFor={id} $disabled={Boolean(disabled)}>
          {label}
        </Label>
        <Control>
          <Input
            ref={ref}
            id={id}
            type="checkbox"
            role="switch"
            disabled={disabled}
            {...rest}
            aria-invalid={showError || undefined}
            aria-describedby={field.describedBy}
          />
          <Track aria-hidden="true" />
          <State aria-hidden="true">
            <span data-when="on">{onLabel ?? strings.on}</span>
            <span data-when="off">{offLabel ?? strings.off}</span>
          </State>
        </Control>
      </Row>
      {field.showHint || showError ? (
        <Below>
          <FieldNotes field={field} hint={hint} error={error} />
        </Below>
      ) : null}
    </FieldStack>
  );
});
Switch.displayName = 'Switch';
