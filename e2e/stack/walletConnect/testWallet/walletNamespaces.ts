/**
 * The namespaces the test wallet approves for a proposal (CAIP-25): every requested
 * eip155 chain it has a node for, every requested solana chain it serves, each with its account,
 * and the methods and events the dapp asked for. Chain-keyed namespaces
 * (`"eip155:31337": {…}`) count as their namespace.
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
}

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
      methods: [...entry.methods],
      events: [...entry.events],
    }
  }
  return approved
}

function servable(namespace: string, chain: string, wallet: WalletIdentity): boolean {
  if (namespace === 'solana') return wallet.servesSolana(chain)
  if (namespace !== 'eip155') return false
  return wallet.knowsChain(Number(chain.split(':')[1]))
}
