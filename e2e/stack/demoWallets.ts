/**
 * `pnpm demo`'s Solana and Bitcoin test wallets, for a person in a real browser: the
 * example dapp's page is served with a classic script that registers both (Wallet
 * Standard, as extensions do) before the SDK's module runs, in 'confirm' mode (each
 * request is a window.confirm, as an extension's popup would be). Their keys are fixed
 * demo keys, funded on the local chains at start. Only the demo's page gets them: the
 * SDK package and the tests' dapp never do.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { bitcoinTestWalletScript } from '../fixtures/bitcoinTestWallet/bitcoinTestWalletScript'
import { solanaTestWalletScript } from '../fixtures/solanaTestWallet/solanaTestWalletScript'
import type { BitcoinInfo, DappConfig, SolanaChainInfo } from './stackInfo'

const SCRIPT_PATH = '/demo-wallets.js'
const SOL_FUNDS = 10_000_000_000n
const BTC_FUNDS = 100_000_000

/** A fixed 32-byte secret per role, the same on every run (a demo, not a wallet). */
const demoSecret = (role: string) =>
  createHash('sha256').update(`airlock-demo:${role}`).digest('hex')

export interface DemoWallets {
  /** The dapp config's additions: the Solana clusters and the Bitcoin network. */
  config: Pick<DappConfig, 'solanaNetworks' | 'bitcoinNetworks'>
  /** Files served before the build's: the page with the script, and the script. */
  files: Record<string, string>
  solanaAddress: string
  bitcoinAddress: string
}

export async function demoWallets(
  dappDist: string,
  solana: readonly SolanaChainInfo[],
  bitcoin: BitcoinInfo | undefined,
): Promise<DemoWallets> {
  const solanaSeed = demoSecret('solana')
  const solanaAddress = base58.encode(ed25519.getPublicKey(Buffer.from(solanaSeed, 'hex')))
  const paymentSecret = demoSecret('bitcoin-payment')
  const bitcoinAddress = paymentKey(paymentSecret).address
  const scripts = [
    solana.length > 0
      ? await solanaTestWalletScript({
          secretSeed: solanaSeed,
          chains: Object.fromEntries(solana.map((chain) => [chain.caip2, chain.rpcUrl])),
          mode: 'confirm',
        })
      : '',
    bitcoin
      ? await bitcoinTestWalletScript({
          paymentSecret,
          ordinalsSecret: demoSecret('bitcoin-ordinals'),
          esploraUrl: bitcoin.esploraUrl,
          mode: 'confirm',
        })
      : '',
  ]
  const page = await readFile(join(dappDist, 'index.html'), 'utf8')
  // A classic script in <head> runs before the page's module scripts: the wallets are there first.
  const withScript = page.replace('</head>', `  <script src="${SCRIPT_PATH}"></script>\n  </head>`)
  if (withScript === page) throw new Error('the example dapp page has no </head>')
  await Promise.all([
    ...solana.map((chain) => airdrop(chain.rpcUrl, solanaAddress)),
    ...(bitcoin ? [fundBitcoin(bitcoin.esploraUrl, bitcoinAddress)] : []),
  ])
  return {
    config: {
      solanaNetworks: solana.map((chain, index) => ({
        caipNetworkId: chain.caip2,
        rpcUrl: chain.rpcUrl,
        name: index === 0 ? 'Solana Local' : `Solana Local ${index + 1}`,
      })),
      ...(bitcoin
        ? {
            bitcoinNetworks: [
              {
                caipNetworkId: bitcoin.network,
                esploraUrl: bitcoin.esploraUrl,
                name: 'Bitcoin Regtest',
              },
            ],
          }
        : {}),
    },
    files: { '/': withScript, '/index.html': withScript, [SCRIPT_PATH]: scripts.join('\n') },
    solanaAddress,
    bitcoinAddress,
  }
}

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

async function airdrop(rpcUrl: string, address: string): Promise<void> {
  const answer = (await post(rpcUrl, {
    jsonrpc: '2.0',
    id: 1,
    method: 'requestAirdrop',
    params: [address, Number(SOL_FUNDS)],
  })) as { error?: { message: string } }
  if (answer.error)
    throw new Error(`the demo Solana wallet was not funded: ${answer.error.message}`)
}

async function fundBitcoin(esploraUrl: string, address: string): Promise<void> {
  await post(`${esploraUrl}/__fund`, { address, sats: BTC_FUNDS })
}
