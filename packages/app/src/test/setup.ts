// Imported first by every React test of the app project (the shared vitest config has no setup file for it).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two shared cores: give findBy*/waitFor more than the default second before calling a screen wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
