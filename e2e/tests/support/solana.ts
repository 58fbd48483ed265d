/**
 * The Solana side of the stack as the suites use it: its clusters, a new Solana test
 * wallet (fixtures/solanaTestWallet) in a page, the dapp configured with the clusters.
 */
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { installSolanaTestWallet } from '../../fixtures/solanaTestWallet/solanaTestWalletScript'
import type { SolanaChainInfo, StackInfo } from '../../stack/stackInfo'
import type { E2EWindow } from './airlockHandle'
import { requireDapp, useDappConfig } from './dapp'

export const SOLANA_WALLET_NAME = 'Airlock Solana Test Wallet'

/** The stack's Solana clusters, in the order it started them (`local`, then `local-2`). */
export function solanaClusters(stack: StackInfo): SolanaChainInfo[] {
  const clusters = Object.values(stack.solanaChains)
  if (clusters.length === 0) throw new Error('the stack runs no Solana cluster')
  return clusters
}

export function localSolana(stack: StackInfo): SolanaChainInfo {
  const [chain] = solanaClusters(stack)
  if (!chain) throw new Error('the stack runs no Solana cluster')
  return chain
}

/**
 * A new Solana test wallet in `page` knowing `clusters` (default: every cluster of the
 * stack, the first one where it starts); its address.
 */
export async function installNewSolanaWallet(
  page: Page,
  clusters: SolanaChainInfo | SolanaChainInfo[],
): Promise<string> {
  const seed = randomBytes(32)
  const list = Array.isArray(clusters) ? clusters : [clusters]
  await installSolanaTestWallet(page, {
    secretSeed: seed.toString('hex'),
    chains: Object.fromEntries(list.map((chain) => [chain.caip2, chain.rpcUrl])),
  })
  return base58.encode(ed25519.getPublicKey(new Uint8Array(seed)))
}

/**
 * Serves the dapp's config with `clusters` as its Solana networks (named Solana Local,
 * Solana Local 2…). With `rpcBalances`, without the blockchain API fixture, which knows
 * no local cluster: balances then come from each cluster's own RPC.
 */
export async function useSolanaNetworks(
  page: Page,
  stack: StackInfo,
  clusters: SolanaChainInfo[],
  { rpcBalances = false }: { rpcBalances?: boolean } = {},
): Promise<void> {
  const dapp = requireDapp(stack)
  const { blockchainApi: _dropped, ...otherApis } = dapp.config.apiUrls ?? {}
  await useDappConfig(page, dapp, {
    ...(rpcBalances ? { apiUrls: otherApis } : {}),
    solanaNetworks: clusters.map((chain, index) => ({
      caipNetworkId: chain.caip2,
      rpcUrl: chain.rpcUrl,
      name: index === 0 ? 'Solana Local' : `Solana Local ${index + 1}`,
    })),
  })
}

/** The instance's Solana account address (getAccount('solana')). */
export const solanaAccount = (page: Page) =>
  page.evaluate(() => (window as E2EWindow).__airlockE2E?.().getAccount('solana')?.address)

/** Signs `message` through getProvider('solana'); true when the ed25519 signature verifies for `address`. */
export async function solanaSignatureVerifies(
  page: Page,
  address: string,
  message: string,
): Promise<boolean> {
  const signature = await page.evaluate(async (text) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
    if (!provider) throw new Error('no Airlock instance')
    return [...(await provider.signMessage(new TextEncoder().encode(text)))]
  }, message)
  return ed25519.verify(
    Uint8Array.from(signature),
    new TextEncoder().encode(message),
    base58.decode(address),
  )
}
