import { type Browser, chromium, type LaunchOptions } from '@playwright/test'
import { chromiumFeatureLaunchOptions } from './chromiumFeatures'

/** Debian's Chromium; downloading Playwright's build is not an option offline. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** How every suite and bench launches the browser: one place, so they measure the same thing. */
export function chromiumLaunchOptions(): LaunchOptions {
  const features = chromiumFeatureLaunchOptions()
  return {
    executablePath: CHROMIUM_PATH,
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
  }
}

/** A headless Chromium outside the test runner (benchmarks). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ headless: true, ...chromiumLaunchOptions() })
}
