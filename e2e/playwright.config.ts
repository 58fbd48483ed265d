import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './browser/launch'

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // 2-core machine: one browser at a time beside anvil, the SMTP sink and next start.
  workers: 1,
  fullyParallel: false,
  // In CI a failed test runs once more, for its trace (below); passing on that retry is
  // still a failure (flaky), so a retry never turns a run green.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // A stray test.only would quietly skip the rest of the suites.
  forbidOnly: !!process.env.CI,
  // A sign-up is several round trips through the frame; 2 cores also run three servers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'on-first-retry',
    // Debian's Chromium, with our --disable-features list (browser/chromiumFeatures.ts).
    launchOptions: chromiumLaunchOptions(),
  },
})
