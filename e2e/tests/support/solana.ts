/**
 * The Solana side of the stack as the suites use it: its clusters, a new Solana test
 * wallet (fixtures/solanaTestWallet) in a page, the dapp configured with the clusters.
 */
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Connection, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import {
  phantomChains,
  type SolanaTestWallet,
} from '../../fixtures/solanaTestWallet/solanaTestWallet'
import { installSolanaTestWallet } from '../../fixtures/solanaTestWallet/solanaTestWalletScript'
import { fixedKeypair } from '../../stack/solana/solanaFaucet'
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

/** Airdrops `lamports` to `address` on `connection`'s cluster and waits until it is confirmed. */
export async function airdrop(
  connection: Connection,
  address: string,
  lamports: number = LAMPORTS_PER_SOL,
): Promise<void> {
  const signature = await connection.requestAirdrop(new PublicKey(address), lamports)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
}

/**
 * A new Solana test wallet in `page` knowing `clusters` (the first one where it starts),
 * announcing `options.name` if given; its address.
 */
export async function installNewSolanaWallet(
  page: Page,
  clusters: SolanaChainInfo | SolanaChainInfo[],
  options: {
    name?: string
    silentConnect?: 'empty' | 'reject'
    /** The chains it lists (→ RPC) instead of Phantom's four names. */
    chains?: Record<string, string>
  } = {},
): Promise<string> {
  const seed = randomBytes(32)
  const list = Array.isArray(clusters) ? clusters : [clusters]
  await installSolanaTestWallet(page, {
    secretSeed: seed.toString('hex'),
    // As Phantom: the standard names, its localnet on the first cluster (setChainRpc moves it).
    chains: phantomChains(list[0]?.rpcUrl ?? ''),
    ...options,
  })
  return base58.encode(ed25519.getPublicKey(new Uint8Array(seed)))
}

/**
 * The user points the wallet's localnet at `chain`'s node (Solflare's and Backpack's
 * custom RPC setting): a wallet listing the standard names has one localnet, and sends
 * there whichever local cluster the dapp is on.
 */
export async function pointLocalnetAt(page: Page, chain: SolanaChainInfo): Promise<void> {
  await page.evaluate((url) => {
    const wallet = (window as { __airlockSolanaTestWallet?: SolanaTestWallet })
      .__airlockSolanaTestWallet
    if (!wallet) throw new Error('no Solana test wallet')
    wallet.setChainRpc('solana:localnet', url)
  }, chain.rpcUrl)
}

/**
 * Serves the dapp's config with `clusters` as its Solana networks (named Solana Local,
 * Solana Local 2…). With `rpcBalances`, without the blockchain API fixture: balances then
 * come from each cluster's own RPC (the fixture serves them too, priced, naming the test mint TUSD).
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

/** Which of the cluster's test mints: the SPL Token one or the Token-2022 one. */
export type TestMintKind = 'spl' | 'token2022'

function testMintOf(chain: SolanaChainInfo, kind: TestMintKind) {
  return kind === 'spl'
    ? { mint: new PublicKey(chain.testMint.address), programId: TOKEN_PROGRAM_ID }
    : { mint: new PublicKey(chain.testMint2022.address), programId: TOKEN_2022_PROGRAM_ID }
}

/**
 * Mints `amount` base units of one of the cluster's test mints to `owner`'s associated
 * token account, signed by the cluster's faucet (the mint authority; its key is derived
 * from a fixed label, stack/solana/solanaFaucet.ts), over the cluster's RPC.
 */
export async function mintTestTokens(
  chain: SolanaChainInfo,
  owner: string,
  amount: bigint,
  kind: TestMintKind = 'spl',
): Promise<void> {
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const faucet = fixedKeypair('faucet')
  const { mint, programId } = testMintOf(chain, kind)
  const ownerKey = new PublicKey(owner)
  const account = getAssociatedTokenAddressSync(mint, ownerKey, true, programId)
  const transaction = new Transaction({
    feePayer: faucet.publicKey,
    ...(await connection.getLatestBlockhash()),
  }).add(
    createAssociatedTokenAccountIdempotentInstruction(
      faucet.publicKey,
      account,
      ownerKey,
      mint,
      programId,
    ),
    createMintToInstruction(mint, account, faucet.publicKey, amount, [], programId),
  )
  transaction.sign(faucet)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
}

/** Base units of a test mint of the cluster that `owner` holds, over all its token accounts. */
export async function testTokenBalance(
  chain: SolanaChainInfo,
  owner: string,
  kind: TestMintKind = 'spl',
): Promise<bigint> {
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
    mint: testMintOf(chain, kind).mint,
  })
  return value.reduce(
    (total, { account }) =>
      total +
      BigInt(
        (account.data.parsed as { info: { tokenAmount: { amount: string } } }).info.tokenAmount
          .amount,
      ),
    0n,
  )
}
