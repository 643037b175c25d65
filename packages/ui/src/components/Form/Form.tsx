import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export interface FormState {
  /** True after the first submit attempt (errors appear only then, so nobody is scolded before trying), until the form is reset. */
  submitted: boolean;
}

const FormContext = createContext<FormState | null>(null);

/** Inside a Form: whether a submit has been attempted. Outside a Form: false. */
export function useFormSubmitted(): boolean {
  return useContext(FormContext)?.submitted ?? false;
}

/**
 * The error a field should show now: inside a Form only after the first submit attempt,
 * outside a Form always. FormField and Select use it; use it for any custom control.
 */
export function useFieldError<T>(error: T): T | undefined {
  const form = useContext(FormContext);
  return !form || form.submitted ? error : undefined;
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /**
   * Called on a submit attempt when the form is not `invalid` (the browser's submit is prevented;
   * the app does the work).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * The app's validation result. When true, a submit attempt only reveals the errors and moves
   * focus to the first control marked aria-invalid.
   */
  invalid?: boolean;
  /** Controlled submitted state (e.g. reset by a Cancel that reloads the form). */
  submitted?: boolean;
  onSubmittedChange?: (submitted: boolean) => void;
  /** Content, or a function of the form state. */
  children?: ReactNode | ((state: FormState) => ReactNode);
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;

/**
 * A form that remembers whether a submit was attempted: FormField (and useFieldError) show errors
 * only after that. A native reset (a `type="reset"` button or `form.reset()`) hides them again.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { onSubmit, onReset, invalid = false, submitted, onSubmittedChange, noValidate = true, children, ...rest },
  ref,
) {
  const [ownSubmitted, setOwnSubmitted] = useState(false);
  const isSubmitted = submitted ?? ownSubmitted;
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);

  const setSubmitted = useCallback(
    (next: boolean) => {
      if (submitted === undefined) setOwnSubmitted(next);
      if (next !== isSubmitted) onSubmittedChange?.(next);
    },
    [submitted, isSubmitted, onSubmittedChange],
  );

  // After a rejected attempt has rendered its errors, focus the first invalid control.
  useEffect(() => {
    if (attempt === 0 || !invalid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a new attempt moves focus, not a change of validity while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const state = useMemo(() => ({ submitted: isSubmitted }), [isSubmitted]);

  return (
    <FormContext.Provider value={state}>
      <StyledForm
        ref={formRef}
        noValidate={noValidate}
        data-submitted={isSubmitted || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          setAttempt((n) => n + 1);
          if (!invalid) onSubmit?.(event);
        }}
        onReset={(event) => {
          setSubmitted(false);
          onReset?.(event);
        }}
        {...rest}
      >
        {typeof children === 'function' ? children(state) : children}
      </StyledForm>
    </FormContext.Provider>
  );
});
Form.displayName = 'Form';
