/**
 * The first script's evaluation in parts (issue 37). Evaluating the app's one first-load file took one task of about
 * 35 ms on this project's machine (React, styled-components and every ui component made, the stores' types, the
 * screens' table), about 400 ms on a phone-speed CPU, and a tap or a keystroke waited all of it. A module of this
 * folder that awaits `nextTask()` at its top level ends that task where it is imported: the bundle keeps the modules'
 * order, and what comes after it in the file runs in a later task, after the browser has had its turn. Nothing
 * changes order, so the prerender (which evaluates the same modules, in Node) names the same classes.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
