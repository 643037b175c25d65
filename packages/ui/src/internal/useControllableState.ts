import { useCallback, useState } from 'react';

/**
 * A value that is controlled when the parent passes it and uncontrolled (own state from
 * `defaultValue`) when it does not; `onChange` is called either way. Not exported from the package.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
