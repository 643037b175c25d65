import { fieldErrors, validate, type StructLike } from '@insight/api';
import { useCallback, useMemo, useState, type FormEvent } from 'react';

/** A contract struct (e.g. LoginCredentials, RegistrationForm) whose valid value is `Out`. */
export type FormStruct<Out> = StructLike<Out>;

export interface UseFormOptions {
  /**
   * Also show a field's message once it has been left after typing (the Login screen, whose
   * button is disabled while the form is invalid). Otherwise messages appear only after the
   * first submit attempt (SPEC §4 Forms).
   */
  showOnBlur?: boolean;
}

/** The fields of a form whose value is text. */
export type TextFieldName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What a text input needs from the form (spread onto a TextField). */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
  error: string | undefined;
}

/** What a choice (a radio group) needs from the form. */
export interface ChoiceFieldBinding {
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

export interface FormState<T extends Record<string, unknown>, Out> {
  values: T;
  /** Every invalid field with its SPEC §5 text (shown or not). */
  errors: Partial<Record<keyof T, string>>;
  isValid: boolean;
  submitted: boolean;
  /** The message to show under a field now, if any. */
  errorOf(name: keyof T): string | undefined;
  setValue<K extends keyof T>(name: K, value: T[K]): void;
  /** Marks a field as left (for showOnBlur). */
  blur(name: keyof T): void;
  /** A text field's name, value, change and leave handlers, and its message now. */
  field(name: TextFieldName<T>): TextFieldBinding;
  /** A choice's name, value, change handler, and its message now. */
  choice(name: TextFieldName<T>): ChoiceFieldBinding;
  /** Form onSubmit: no page load, records the attempt, then calls `onValid` with the checked value. */
  handleSubmit(onValid: (value: Out) => void | Promise<void>): (event?: FormEvent) => void;
  reset(values?: T): void;
}

/**
 * Form values checked with the contract's structs (the same rules the server applies), and the
 * rule of SPEC §4: errors appear only after the first submit attempt.
 */
export function useForm<T extends Record<string, unknown>, Out>(
  struct: FormStruct<Out>,
  initial: T,
  { showOnBlur = false }: UseFormOptions = {},
): FormState<T, Out> {
  const [values, setValues] = useState<T>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<keyof T>>(() => new Set());
  const [edited, setEdited] = useState<ReadonlySet<keyof T>>(() => new Set());

  const errors = useMemo(() => fieldErrors(struct, values) as Partial<Record<keyof T, string>>, [struct, values]);
  const isValid = Object.keys(errors).length === 0;

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const blur = useCallback(
    (name: keyof T) => {
      if (!showOnBlur) return;
      setLeft((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    [showOnBlur],
  );

  const errorOf = (name: keyof T): string | undefined => {
    const shown = submitted || (showOnBlur && left.has(name) && edited.has(name));
    return shown ? errors[name] : undefined;
  };

  const field = (name: TextFieldName<T>): TextFieldBinding => ({
    name,
    value: values[name] as string,
    onChange: (event) => setValue(name, event.target.value as T[typeof name]),
    onBlur: () => blur(name),
    error: errorOf(name),
  });

  const choice = (name: TextFieldName<T>): ChoiceFieldBinding => ({
    name,
    value: values[name] as string,
    onChange: (value) => setValue(name, value as T[typeof name]),
    error: errorOf(name),
  });

  const handleSubmit = (onValid: (value: Out) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const result = validate(struct, values);
    if (result.ok) void onValid(result.value);
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setSubmitted(false);
    setLeft(new Set());
    setEdited(new Set());
  };

  return { values, errors, isValid, submitted, errorOf, setValue, blur, field, choice, handleSubmit, reset };
}
