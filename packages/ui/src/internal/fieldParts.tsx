import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../tokens';
import { Icon } from '../components/Icon';

/** Shared pieces of the form controls (TextField, RadioGroup, Checkbox): label text, hint, error. */
export const FieldLabel = styled.label`
  display: inline-block;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  color: ${vars.color.text};
`;

const Marker = styled.span`
  color: ${vars.color.danger};
  margin-inline-start: ${vars.space.xxs};
`;

/** The visual "*" of a required field; the control itself carries aria-required. */
export const RequiredMarker = () => <Marker aria-hidden="true">*</Marker>;

export const Hint = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  color: ${vars.color.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.xs};
  margin: 0;
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  color: ${vars.color.dangerText};

  svg {
    margin-top: 2px;
  }
`;

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id} data-field-error="">
      <Icon name="error" size="sm" />
      <span>{children}</span>
    </ErrorText>
  );
}

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
`;

/** Space-separated ids, skipping the empty ones (for aria-describedby). */
export const joinIds = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** An error is shown only when there is text to show. */
export const hasText = (value: ReactNode) => value !== undefined && value !== null && value !== false && value !== '';

/** What a control's hint and error give it: their ids, whether each shows, and the control's aria-describedby. */
export interface FieldDescription {
  hintId: string;
  errorId: string;
  showHint: boolean;
  showError: boolean;
  describedBy: string | undefined;
}

/** Describes the control `id` by its hint and error (when they have text), then by the ids it was given. */
export function describeField(id: string, hint: ReactNode, error: ReactNode, describedBy?: string): FieldDescription {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hasText(hint);
  const showError = hasText(error);
  return {
    hintId,
    errorId,
    showHint,
    showError,
    describedBy: joinIds(showHint && hintId, showError && errorId, describedBy),
  };
}

/** The hint, then the error, under a control (Checkbox, Switch): each with the id the control is described by. */
export function FieldNotes({ field, hint, error }: { field: FieldDescription; hint: ReactNode; error: ReactNode }) {
  return (
    <>
      {field.showHint ? <Hint id={field.hintId}>{hint}</Hint> : null}
      {field.showError ? <FieldError id={field.errorId}>{error}</FieldError> : null}
    </>
  );
}
