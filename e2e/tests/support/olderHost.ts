import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { StackInfo } from '../../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../../stack/staticServer'
import { requireDapp } from './dapp'

export const PAGES = fileURLToPath(new URL('../pages', import.meta.url))

/**
 * pages/older-host.html on 127.0.0.1 (a default origin): a host of the older format that
 * posts GET_CHAIN_ID and IS_CONNECTED, without ids, on the iframe's load event and never
 * waits for READY. Stop the returned server when done.
 */
export async function openOlderHost(
  page: Page,
  stack: StackInfo,
  options: { stranger?: string } = {},
): Promise<StaticServer> {
  const host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
  const secureSite = requireDapp(stack).config.secureSiteUrl
  const frame = `${secureSite}/sdk?${new URLSearchParams({ projectId: stack.projectId })}`
  const query = new URLSearchParams({
    frame,
    ...(options.stranger ? { stranger: options.stranger } : {}),
  })
  await page.goto(`${host.url}/older-host.html?${query}`)
  return host
}

/** What the older host has received from the secure frame's window and origin. */
export function olderHostReceived(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { received: unknown[] }).received)
}
