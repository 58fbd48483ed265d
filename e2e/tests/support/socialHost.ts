/**
 * pages/social-host.html driven from a test: a host that speaks the frame protocol by
 * hand (no SDK), for the social login suites. `hostUrl` embeds `frameUrl` (default: the
 * stack's secure site frame), `ask` sends one request and resolves with the reply,
 * `openPopup` opens the host's popup on a URL, and `socialMessages` is what any
 * secure-origin window other than the frame posted to the host.
 */
import { expect, type Page } from '@playwright/test'
import type { StackInfo } from '../../stack/stackInfo'
import { requireDapp } from './dapp'

export type Reply = { type: string; payload?: Record<string, unknown> & { message?: string } }

export function frameUrl(stack: StackInfo, secureSite = requireDapp(stack).config.secureSiteUrl) {
  return `${secureSite}/sdk?${new URLSearchParams({ projectId: stack.projectId })}`
}

export function hostUrl(hostOrigin: string, frame: string): string {
  return `${hostOrigin}/social-host.html?${new URLSearchParams({ frame })}`
}

export async function openHost(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
}

export function ask(page: Page, name: string, payload: unknown): Promise<Reply> {
  return page.evaluate(
    ([n, p]) =>
      (window as unknown as { ask: (n: unknown, p: unknown) => Promise<Reply> }).ask(n, p),
    [name, payload] as const,
  )
}

/** Opens the host's popup on `url` (as the SDK does, with an opener). */
export async function openPopup(page: Page, url: string) {
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate(
    (to) => (window as unknown as { openPopup: (u: string) => boolean }).openPopup(to),
    url,
  )
  return popupOpened
}

/** Sends the host's popup to `url`. */
export async function sendPopup(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const popup = (window as unknown as { popup: Window }).popup
    popup.location.href = to
  }, url)
}

export function socialMessages(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { socialMessages: unknown[] }).socialMessages)
}

/** Frame messages that refuse, word for word. */
export const REFUSED = {
  otherBrowser: 'This sign-in was started in another browser. Start again from the app.',
  notHere: 'This sign-in was not started in this window. Start again from the app.',
  notAFlow:
    'CONNECT_SOCIAL needs the address GET_SOCIAL_REDIRECT_URI gave: a sign-in result cannot be handed to the wallet',
  noFrame:
    'This sign-in can only continue in a window opened by the app that started it. Start again from the app.',
  signedIn: 'Signed in. You can close this window and return to the app.',
} as const
