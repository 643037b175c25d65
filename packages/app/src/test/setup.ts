// Imported first by every React test of the app project (the shared vitest config has no setup file for it).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadScreens } from '../routes/routes';

// Two shared cores, maybe three times slower than a developer's and busy with other steps: findBy*/waitFor wait up to
// 15 s before calling a screen wrong (the whole library drawn in happy-dom took over 5 s on a loaded machine). A
// passing test waits only as long as it needs.
// A toast's words are in the page twice for its first second: on the toast, and in the toaster's live region (role
// log, out of sight) for screen readers. A query by text asks what is shown, so the live region's copy is not
// looked in (a findByText of a toast's words waited that second out, "found multiple elements", in every toast
// test); a test of what is announced asks the region itself, with `ignore: false`.
configure({ asyncUtilTimeout: 15_000, defaultIgnore: 'script, style, [role="log"] *' });

afterEach(() => cleanup());

// The routes load screens lazily (their own chunks in the build): load them all before the tests run, so a
// test waits on its screen, not on the module transform.
await preloadScreens();
