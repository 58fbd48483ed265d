import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Playwright launches Chromium with `--disable-features=…ThirdPartyStoragePartitioning…`.
 * In that state a cross-site iframe (our secure site inside a dapp) gets no localStorage
 * at all, which no shipping browser does: Chrome partitions third-party storage instead.
 * We drop Playwright's exact flag (via `ignoreDefaultArgs`) and pass the same list minus
 * that one feature, so everything else Playwright disables for stability stays disabled.
 */
export const KEEP_ENABLED = 'ThirdPartyStoragePartitioning'

/**
 * Playwright 1.65.1's list, copied from playwright-core's chromiumSwitches, used only when
 * the installed playwright-core cannot be read. Check it when upgrading Playwright.
 */
const FALLBACK_1_65_1 = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

export interface PlaywrightDisabledFeatures {
  features: string[]
  /** The file the list was read from, or "fallback copy (1.65.1)". */
  source: string
}

/** Playwright's default disabled-feature list, read from the installed playwright-core. */
export function playwrightDisabledFeatures(): PlaywrightDisabledFeatures {
  try {
    const core = playwrightCoreDir()
    // Unbundled layouts (≤ 1.5x) first, then the single bundle newer versions ship.
    for (const file of ['lib/server/chromium/chromiumSwitches.js', 'lib/coreBundle.js']) {
      const features = parseDisabledFeatures(readOptional(join(core, file)))
      if (features) return { features, source: join(core, file) }
    }
  } catch {
    // fall back below
  }
  return { features: [...FALLBACK_1_65_1], source: 'fallback copy (1.65.1)' }
}

/**
 * Finds `disabledFeatures = [ "A", // comment\n "B" ].filter(Boolean)` in built JS. Only a
 * list of plain string literals is accepted, so a changed shape falls back instead of
 * silently producing a wrong list.
 */
export function parseDisabledFeatures(source: string | null): string[] | null {
  if (source === null) return null
  const match = /disabledFeatures\s*=\s*\[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)
  if (!match?.[1]) return null
  const body = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\/\/.*$/, '').trim())
    .filter((line) => line !== '')
  const features: string[] = []
  for (const line of body) {
    const literal = /^["']([A-Za-z0-9_]+)["'],?$/.exec(line)
    if (!literal?.[1]) return null
    features.push(literal[1])
  }
  return features.length > 0 ? features : null
}

/** What to put in launchOptions so our feature list replaces Playwright's. */
export function chromiumFeatureLaunchOptions(
  defaults: PlaywrightDisabledFeatures = playwrightDisabledFeatures(),
): { ignoreDefaultArgs: string[]; args: string[] } {
  const ours = defaults.features.filter((feature) => feature !== KEEP_ENABLED)
  return {
    ignoreDefaultArgs: [`--disable-features=${defaults.features.join(',')}`],
    args: [`--disable-features=${ours.join(',')}`],
  }
}

/** playwright-core is a dependency of a dependency: resolve it along that chain. */
function playwrightCoreDir(): string {
  const fromHere = createRequire(import.meta.url)
  const testJson = fromHere.resolve('@playwright/test/package.json')
  const playwrightJson = createRequire(testJson).resolve('playwright/package.json')
  return dirname(createRequire(playwrightJson).resolve('playwright-core/package.json'))
}

function readOptional(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}
