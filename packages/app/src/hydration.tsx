import { useEffect, type ReactNode } from 'react';

/**
 * What a person typed into a prerendered page before the app's script ran stays in the fields through hydration,
 * but React does not tell the app about it (no change event), so the form's state would still be empty and the
 * Login button disabled. Once hydrated, each text field whose value differs from the one it was sent with is
 * handed to React as an input event: its value goes back through React's own value tracker (set to what was
 * sent), then the typed value is set past it, so React sees a change and the form takes it.
 */
export function handOverTypedValues(container: ParentNode): number {
  let handed = 0;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNative) continue;
    field.value = field.defaultValue;
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    handed += 1;
  }
  return handed;
}

/**
 * Runs `onHydrated` once the tree under it is committed (hydrated). Renders its children as they are: no element
 * and no fork of the tree, so the ids React derives from the tree's shape (useId) stay those of the prerender.
 */
export function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated();
    // Once: the first commit is the hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
