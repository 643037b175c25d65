import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A loaded 2-core machine (CI may be three times slower): findBy*/waitFor wait up to 5 s, not the default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
