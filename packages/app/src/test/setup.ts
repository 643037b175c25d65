// Imported first by every React test of the app project (the shared vitest config has no setup file for it).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadScreens } from '../routes/routes';

// Two shared cores: give findBy*/waitFor more than the default second before calling a screen wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The routes load screens lazily (their own chunks in the build): load them all before the tests run, so a
// test waits on its screen, not on the module transform.
await preloadScreens();
