/**
 * The namespaces the test wallet approves for a proposal (CAIP-25), as phone wallets do with
 * `buildApprovedNamespaces` (@walletconnect/utils 2.21.8) and their supported set: the asked
 * chains it serves (eip155: it has a node for and its mode allows; solana: its mode's), each with
 * its account, and of the asked methods and events only those it supports; a namespace left
 * with no chain is dropped. Chain-keyed namespaces (`"eip155:31337": {…}`) count as their namespace.
 */
import type { Hex } from 'viem'

export interface ProposedNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}

export interface ApprovedNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

export interface WalletIdentity {
  evmAddress: Hex
  solanaAddress: string
  /** eip155 chain ids the wallet can serve. */
  knowsChain(chainId: number): boolean
  /** Whether it approves the solana chain (CAIP-2): the mode's `solanaChains`, default every one. */
  servesSolana(chain: string): boolean
  /** Whether it supports the method (its mode's `methods`, default SUPPORTED_METHODS). */
  supports(method: string): boolean
}

/**
 * What the wallet implements (walletRequests.ts), and what a phone wallet of the common kind
 * supports: MetaMask Mobile's, Rainbow's and Trust's eip155 sets hold these five (and more the
 * SDK does not ask); Solana wallets on WalletConnect (Trust, Reown's WalletKit sample) these four.
 */
export const SUPPORTED_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]
export const SUPPORTED_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged']

export function approvedNamespaces(
  proposed: Record<string, ProposedNamespace>[],
  wallet: WalletIdentity,
): Record<string, ApprovedNamespace> {
  const merged = new Map<
    string,
    { chains: Set<string>; methods: Set<string>; events: Set<string> }
  >()
  for (const namespaces of proposed) {
    for (const [key, value] of Object.entries(namespaces)) {
      const namespace = key.split(':')[0] ?? key
      const entry = merged.get(namespace) ?? {
        chains: new Set<string>(),
        methods: new Set<string>(),
        events: new Set<string>(),
      }
      for (const chain of key.includes(':') ? [key] : (value.chains ?? [])) entry.chains.add(chain)
      for (const method of value.methods) entry.methods.add(method)
      for (const event of value.events) entry.events.add(event)
      merged.set(namespace, entry)
    }
  }
  const approved: Record<string, ApprovedNamespace> = {}
  for (const [namespace, entry] of merged) {
    const chains = [...entry.chains].filter((chain) => servable(namespace, chain, wallet))
    if (chains.length === 0) continue
    const address = namespace === 'eip155' ? wallet.evmAddress : wallet.solanaAddress
    approved[namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...entry.methods].filter((method) => wallet.supports(method)),
      events: [...entry.events].filter((event) => SUPPORTED_EVENTS.includes(event)),
    }
  }
  return approved
}

function servable(namespace: string, chain: string, wallet: WalletIdentity): boolean {
  if (namespace === 'solana') return wallet.servesSolana(chain)
  if (namespace !== 'eip155') return false
  return wallet.knowsChain(Number(chain.split(':')[1]))
}
