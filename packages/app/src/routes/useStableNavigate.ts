import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

/**
 * The router's navigate as one function for the life of the component. Outside a data router, useNavigate
 * gives a new function whenever the address changes; an effect that lists it would run again on every
 * address change (the library's home gate while its views change the address under it). Paths given here are
 * absolute: it resolves them as the latest address would.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}
