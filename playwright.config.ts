import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against the built app served by the real server on a fresh data folder, or, with
// E2E_BASE_URL, against a server already running there (the cluster check: nginx over two processes).
const port = Number(process.env.E2E_PORT ?? 3100);
const givenBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'insight-e2e-'));

const config = defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/ also holds the visual review.
  outputDir: 'test-results/e2e',
  // Every journey registers its own people (unique addresses), so any two can run at once, a file's too.
  fullyParallel: true,
  // Three workers on two cores, as the Storybook runner: a journey waits (its server, a mail's folding window, an
  // animation), and with two the cores were 87 % busy. The whole run 123-124 s → 115-116 s here (alternated).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A journey that fails is played once more, recording a trace (every action with the page's DOM before and
  // after, the network, the console), and the run fails all the same: a test that passes only the second time is
  // flaky, and flaky fails (failOnFlakyTests). Recording a trace on every first play cost 13-17 % of a journey's
  // time on two cores (the 320 px member journey, alternated twice: 37-40 s with it, 32-33 s without), for a trace
  // only a failure needs.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: givenBaseUrl ?? `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    // The second play of a failed journey keeps its trace, without the screencast (a JPEG of every frame, encoded
    // by the browser: about a quarter of a journey's time on two cores); the picture of the page at each failure
    // is kept instead.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every journey runs once, on the desktop. A test about phones or colour says so next to itself, with a tag, and
  // runs once more on the device it is about: `@phone` on a phone held upright (touch; the header's links behind
  // its menu), `@dark` on a device in the dark colour scheme. What else a phone or the dark theme changes is
  // checked by the stories (a phone and a dark picture of every screen, axe in both themes), the 320 px and touch
  // specs (narrow, touch: their own viewport) and the colour-scheme journey (appearance: its own devices).
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      grep: /@phone\b/,
    },
    { name: 'dark', use: { browserName: 'chromium', colorScheme: 'dark' }, grep: /@dark\b/ },
  ],
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      NODE_ENV: 'test',
      // The journeys read reset and invite links from the sandbox outbox (/sandbox/mail.json) and pay in the
      // sandbox cart: both need the sandbox, which a production start refuses.
      SANDBOX: 'on',
      LOG_LEVEL: 'warn',
      // Notification mails go out at the end of their folding window (60 s in production): the journeys read
      // them from the outbox, so the window and the sweeper that sends them are short here.
      NOTIFICATION_FOLD_MS: '1000',
      NOTIFICATION_SWEEP_MS: '500',
    },
  },
});

// A given base URL is served already: no server of our own.
if (givenBaseUrl) delete config.webServer;
export default config;
