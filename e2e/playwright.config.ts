import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './browser/launch'

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // 2-core machine: one browser at a time beside anvil, the SMTP sink and next start.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
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
