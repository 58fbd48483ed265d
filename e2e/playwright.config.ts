import { defineConfig } from '@playwright/test'
import { chromiumFeatureLaunchOptions } from './browser/chromiumFeatures'

const features = chromiumFeatureLaunchOptions()

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // 2-core machine: one browser at a time beside anvil, the SMTP sink and next start.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium; downloading Playwright's build is not an option offline.
      executablePath: '/usr/bin/chromium',
      ignoreDefaultArgs: features.ignoreDefaultArgs,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...features.args,
      ],
    },
  },
})
