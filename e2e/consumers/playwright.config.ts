import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../browser/launch'

// The packed tarballs in apps outside the workspace (globalSetup.ts); no local stack.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  // No retries anywhere: a test that fails once fails the run, locally as in CI (a flaky
  // test is a failing test). failOnFlakyTests guards against a retry added later.
  retries: 0,
  failOnFlakyTests: true,
  // A stray test.only would quietly skip the rest of the suites: refused locally too.
  forbidOnly: true,
  // Packing, npm install and three builds (Next's takes minutes on 2 cores).
  globalTimeout: 15 * 60_000,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // Without retries the trace is kept from the failing run itself; recorded only in CI,
    // where nobody can rerun it by hand (recording slows every test a little).
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    launchOptions: chromiumLaunchOptions(),
  },
})
