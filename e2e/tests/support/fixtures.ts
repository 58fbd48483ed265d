import { type Browser, type BrowserContext, test as base } from '@playwright/test'
import { type MailClient, mailClient } from '../../stack/mailClient'
import { readStackInfo, type StackInfo } from '../../stack/stackInfo'
import { airlockHandleScript } from './airlockHandle'
import { wireRecorderScript } from './wire'

export { expect } from '@playwright/test'

/** Every document of `context` records the wire, and the top page exposes the SDK instance. */
export async function instrument(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(wireRecorderScript)
  await context.addInitScript(airlockHandleScript)
  return context
}

/** A second, fresh browser (its own storage: a new device for the secure site). */
export async function newBrowserContext(browser: Browser): Promise<BrowserContext> {
  return instrument(await browser.newContext())
}

export const test = base.extend<{ stack: StackInfo; mail: MailClient }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  stack: async ({}, use) => {
    await use(readStackInfo())
  },
  mail: async ({ stack }, use) => {
    await use(mailClient(stack.mail.apiUrl))
  },
  context: async ({ context }, use) => {
    await use(await instrument(context))
  },
})
