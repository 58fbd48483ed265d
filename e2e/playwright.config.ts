import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './browser/launch'

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // 2-core machine: one browser at a time beside anvil, the SMTP sink and next start.
  workers: 1,
  fullyParallel: false,
  // No retries anywhere: a test that fails once fails the run, locally as in CI (a flaky
  // test is a failing test). failOnFlakyTests guards against a retry added later.
  retries: 0,
  failOnFlakyTests: true,
  // A stray test.only would quietly skip the rest of the suites: refused locally too.
  forbidOnly: true,
  // A sign-up is several round trips through the frame; 2 cores also run three servers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // Without retries the trace is kept from the failing run itself; recorded only in CI,
    // where nobody can rerun it by hand (recording slows every test a little).
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    // Debian's Chromium, with our --disable-features list (browser/chromiumFeatures.ts).
    launchOptions: chromiumLaunchOptions(),
  },
})
