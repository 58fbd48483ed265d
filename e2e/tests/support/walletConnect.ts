/**
 * The WalletConnect suites' shared steps: the stack's WalletConnect dapp variant and
 * relay, its test wallet process, the QR code read from the modal's pixels, pairing.
 */
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { DappInfo, StackInfo } from '../../stack/stackInfo'
import {
  startWalletConnectWallet,
  type WalletConnectTestWallet,
} from '../../stack/walletConnect/testWalletHandle'
import type { E2EWindow } from './airlockHandle'
import { openConnect, walletRows } from './browserWallet'
import { connectedAddress, modal } from './dapp'
import { expect, test } from './fixtures'
import { decodeQr } from './qrDecode'

export function wcDapp(stack: StackInfo): DappInfo {
  const dapp = stack.dappVariants?.walletConnect
  if (!dapp) throw new Error('the stack serves no WalletConnect dapp (relay or variants off)')
  return dapp
}

function wcRelay(stack: StackInfo): string {
  if (!stack.walletConnectRelay) throw new Error('the stack runs no WalletConnect relay')
  return stack.walletConnectRelay.url
}

export async function startWallet(stack: StackInfo): Promise<WalletConnectTestWallet> {
  return startWalletConnectWallet({
    relayUrl: wcRelay(stack),
    chains: Object.fromEntries(
      Object.values(stack.chains).map((chain) => [chain.chainId, chain.rpcUrl]),
    ),
    solanaChains: Object.fromEntries(
      Object.values(stack.solanaChains).map((chain) => [chain.caip2, chain.rpcUrl]),
    ),
  })
}

/** The suites' test: `wallet` is a WalletConnect test wallet process of its own, stopped after the test. */
export const wcTest = test.extend<{ wallet: WalletConnectTestWallet }>({
  wallet: async ({ stack }, use) => {
    const wallet = await startWallet(stack)
    try {
      await use(wallet)
    } finally {
      await wallet.stop()
    }
  },
})

/** The modal's WalletConnect QR code, decoded from its pixels. */
export async function readQr(page: Page): Promise<string> {
  const qr = modal(page).getByRole('img', { name: 'WalletConnect pairing QR code' })
  await expect(qr).toBeVisible()
  let uri: string | undefined
  await expect
    .poll(async () => {
      // The code is redrawn when its URI is replaced: a screenshot may catch it leaving.
      uri = await decodeQr(qr).catch(() => undefined)
      return uri
    })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}

/** Opens WalletConnect from the Connect list and returns the URI its QR code shows. */
export async function openWalletConnect(page: Page): Promise<string> {
  await openConnect(page)
  await walletRows(page, 'WalletConnect').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')
  return readQr(page)
}

export async function pairFromQr(page: Page, wallet: WalletConnectTestWallet): Promise<Hex> {
  await wallet.pair(await openWalletConnect(page))
  const address = await connectedAddress(page)
  expect(address.toLowerCase()).toBe(wallet.address.toLowerCase())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  return address
}

/** An EIP-1193 request through the instance's eip155 provider: its result, or its error code. */
export const provider = (page: Page, method: string, params: unknown[]) =>
  page.evaluate(
    ([name, args]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method: name as string, params: args as unknown[] })
        .then(
          (result) => ({ code: 0, result }),
          (error: { code?: number }) => ({ code: error.code ?? -1, result: undefined }),
        ),
    [method, params] as const,
  )
