import type { Page } from '@playwright/test'

/**
 * The scripts `page` loads, with their sizes once loaded. A size read after the page has
 * closed rejects; that script is simply not counted (the tests read the list while the page
 * is open), rather than failing the test from an unawaited promise.
 */
export function recordScripts(page: Page): { url: string; bytes: number }[] {
  const scripts: { url: string; bytes: number }[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    request.sizes().then(
      ({ responseBodySize }) => scripts.push({ url: request.url(), bytes: responseBodySize }),
      () => undefined,
    )
  })
  return scripts
}
