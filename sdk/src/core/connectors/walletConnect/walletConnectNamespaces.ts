import type { CaipNetwork } from '../../networks/types'
import { LEGACY_SOLANA_CHAINS } from '../solana/solanaChains'

/** SPEC §3 dapp namespace config: what the proposal asks per namespace (CAIP-25). */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
}

export const WALLET_CONNECT_EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export const WALLET_CONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export const WALLET_CONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * The proposal's namespaces: eip155 always (the dapp's EVM networks), solana when the
 * dapp has Solana networks. All optional: sign-client 2.21.8 moves required ones there
 * itself, and a wallet then approves the chains it has.
 */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
): Record<string, ProposalNamespace> {
  const chainsOf = (namespace: string) =>
    networks
      .filter((network) => network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId)
  const namespaces: Record<string, ProposalNamespace> = {
    eip155: {
      chains: chainsOf('eip155'),
      methods: [...WALLET_CONNECT_EVM_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
    },
  }
  const solana = chainsOf('solana')
  if (solana.length > 0)
    namespaces.solana = {
      chains: solana,
      methods: [...WALLET_CONNECT_SOLANA_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
    }
  return namespaces
}

/** A session's eip155 accounts (`eip155:<chain>:<address>`) as chain id → address, in order. */
export function evmAccountsOf(accounts: readonly string[]): { chainId: number; address: string }[] {
  return accounts.flatMap((account) => {
    const match = /^eip155:([0-9]+):(0x[0-9a-fA-F]{40})$/.exec(account)
    return match ? [{ chainId: Number(match[1]), address: match[2] as string }] : []
  })
}

/**
 * A session's solana accounts (`solana:<genesis32>:<base58>`) as CAIP-2 chain → address, in
 * order. `sessionChain` is the chain as the wallet approved it, which its requests must
 * name: a legacy id (LEGACY_SOLANA_CHAINS) is the current network's, asked with the legacy id.
 */
export function solanaAccountsOf(
  accounts: readonly string[],
): { caipNetworkId: string; address: string; sessionChain: string }[] {
  return accounts.flatMap((account) => {
    const match = /^(solana:[1-9A-HJ-NP-Za-km-z]{1,32}):([1-9A-HJ-NP-Za-km-z]{32,44})$/.exec(
      account,
    )
    const sessionChain = match?.[1] as string
    return match
      ? [
          {
            caipNetworkId: LEGACY_SOLANA_CHAINS[sessionChain] ?? sessionChain,
            address: match[2] as string,
            sessionChain,
          },
        ]
      : []
  })
}
