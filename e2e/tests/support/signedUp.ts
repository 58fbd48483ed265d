/**
 * The start most embedded-wallet tests share: the example dapp open, a fresh
 * email signed up and connected, the modal closed. Also what the example
 * dapp's "Sign message" button signs (sdk/examples/react/src/walletActions.ts).
 */
import type { Page } from '@playwright/test'
import type { MailClient } from '../../stack/mailClient'
import type { StackInfo } from '../../stack/stackInfo'
import { freshEmail, openDapp, requireDapp, signUp } from './dapp'

/** Opens the example dapp and signs up a fresh email; returns the dapp, its secure origin and the new address. */
export async function signUpOnDapp(page: Page, stack: StackInfo, mail: MailClient) {
  const dapp = requireDapp(stack)
  const secureOrigin = new URL(dapp.config.secureSiteUrl).origin
  await openDapp(page, dapp.url)
  const address = await signUp(page, mail, freshEmail())
  return { dapp, secureOrigin, address }
}
