import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../browser/launch'

// The packed tarballs in apps outside the workspace (globalSetup.ts); no local stack.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // Packing, npm install and three builds (Next's takes minutes on 2 cores).
  globalTimeout: 15 * 60_000,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
})
