import { ErrorCatalogue, UserRejectedError } from '@airlock/protocol'
import { type CaipNetwork, networkRpcUrl } from '../../networks/types'
import type { Metadata } from '../../stores/optionsStore'
import type { Eip1193RequestArguments } from '../auth/eip1193Provider'
import { Eip1193ErrorCode, ProviderRpcError } from '../auth/providerRpcError'
import { addressesOf, chainNotApproved, notApproved } from './sessionApproval'
import {
  createSignClient,
  type SignClientOptions,
  type WalletConnectSession,
  type WalletConnectSignClient,
} from './signClient'
import { sendSignedSolana } from './solanaRpcSend'
import { evmAccountsOf, proposalNamespaces, solanaAccountsOf } from './walletConnectNamespaces'
import { isWalletRejection, pairWallet } from './walletConnectPairing'
import { createWalletConnectSolanaProvider } from './walletConnectSolanaProvider'
import type { WalletConnectStore } from './walletConnectState'

export interface WalletConnectClientOptions {
  projectId: string
  relayUrl: string | undefined
  metadata: Metadata
  storagePrefix: string
  networks: readonly CaipNetwork[]
  store: WalletConnectStore
  /** The provider's EIP-1193 events, to the dapp's listeners. */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', payload: unknown): void
}

export interface WalletConnectClient {
  request(args: Eip1193RequestArguments): Promise<unknown>
  close(): Promise<void>
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const hex = (chainId: number) => `0x${chainId.toString(16)}`

/** A wallet's answer as an EIP-1193 error: its rejections are 4001 (SPEC §8 "user rejected"). */
function providerError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof UserRejectedError || isWalletRejection(error))
    return new ProviderRpcError(Eip1193ErrorCode.USER_REJECTED, ErrorCatalogue.USER_REJECTED, {
      airlockCode: 'USER_REJECTED',
      cause: error,
    })
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return new ProviderRpcError(
    typeof code === 'number' ? code : Eip1193ErrorCode.DEFAULT,
    typeof message === 'string' && message ? message : ErrorCatalogue.SOMETHING_WENT_WRONG,
    { cause: error },
  )
}

/**
 * The WalletConnect side of the connector, loaded when the visitor picks it (or a
 * session is to be restored): one sign-client, the session it holds, and the
 * EIP-1193 requests that go through that session to the wallet.
 */
export async function startWalletConnectClient(
  options: WalletConnectClientOptions,
  create: (options: SignClientOptions) => Promise<WalletConnectSignClient> = createSignClient,
): Promise<WalletConnectClient> {
  const client = await create(options)
  const { store, emit } = options
  const evmChains = options.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => Number(network.id))
  const solanaChains = options.networks
    .filter((network) => network.chainNamespace === 'solana')
    .map((network) => network.caipNetworkId)
  let session: WalletConnectSession | undefined = client.session.getAll().at(-1)
  let chainId: number | undefined
  let pairing: Promise<WalletConnectSession> | undefined
  const lifetime = new AbortController()

  const accounts = () => evmAccountsOf(session?.namespaces.eip155?.accounts ?? [])
  // What the wallet approved (buildApprovedNamespaces: the asked methods it supports), not what was asked.
  const approves = (method: string) => session?.namespaces.eip155?.methods.includes(method) ?? false
  const address = () => accounts()[0]?.address
  // The session's Solana accounts on the dapp's networks, in the dapp's order; the current one
  // is where the visitor switched to while the session still serves it, else the first.
  const solanaAccounts = () => {
    const held = solanaAccountsOf(session?.namespaces.solana?.accounts ?? [])
    return solanaChains.flatMap(
      (caipNetworkId) => held.find((account) => account.caipNetworkId === caipNetworkId) ?? [],
    )
  }
  const solanaAccount = () => {
    const accounts = solanaAccounts()
    const chosen = store.getState().solana?.caipNetworkId
    const current = accounts.find((account) => account.caipNetworkId === chosen) ?? accounts[0]
    return current ? { ...current, accounts } : undefined
  }
  const solanaProvider = createWalletConnectSolanaProvider({
    address: () => store.getState().solana?.address,
    methods: () => session?.namespaces.solana?.methods ?? [],
    request: (method, params) => {
      const chain = store.getState().solana?.sessionChain
      if (!chain) return Promise.reject(new Error('No WalletConnect Solana account'))
      return toWallet(method, params, chain)
    },
    send: (signed, sendOptions) => {
      const current = store.getState().solana?.caipNetworkId
      const network = options.networks.find((each) => each.caipNetworkId === current)
      return sendSignedSolana(networkRpcUrl(network), signed, sendOptions)
    },
  })
  function adopt(next: WalletConnectSession | undefined): void {
    session = next
    const held = accounts()
    // The dapp's first network the wallet approved, else the wallet's first.
    chainId =
      evmChains.find((id) => held.some((account) => account.chainId === id)) ?? held[0]?.chainId
    store.setState({ walletName: next?.peer.metadata.name })
    syncSolana()
  }
  function syncSolana(): void {
    const solana = solanaAccount()
    const current = store.getState().solana
    if (
      current?.address === solana?.address &&
      current?.caipNetworkId === solana?.caipNetworkId &&
      JSON.stringify(current?.accounts) === JSON.stringify(solana?.accounts)
    )
      return
    store.setState({ solana: solana ? { ...solana, provider: solanaProvider } : undefined })
  }
  adopt(session)

  function ended(topic: string): void {
    if (session?.topic !== topic) return
    adopt(undefined)
    emit('accountsChanged', [])
    emit(
      'disconnect',
      new ProviderRpcError(Eip1193ErrorCode.DISCONNECTED, 'The wallet ended the session'),
    )
  }
  const onDelete = ({ topic }: { topic: string }) => ended(topic)
  const onEvent = ({
    topic,
    params,
  }: {
    topic: string
    params: { event: { name: string; data: unknown }; chainId: string }
  }) => {
    // Events of the session's other namespaces (a solana chain's) are not the EVM provider's.
    if (topic !== session?.topic || !params.chainId.startsWith('eip155:')) return
    if (params.event.name === 'chainChanged') {
      const next = Number(params.event.data)
      if (Number.isSafeInteger(next) && next > 0) {
        chainId = next
        emit('chainChanged', hex(next))
      }
    } else if (params.event.name === 'accountsChanged')
      emit('accountsChanged', addressesOf(params.event.data))
  }
  const onUpdate = ({ topic }: { topic: string }) => {
    if (topic !== session?.topic) return
    session = client.session.get(topic)
    syncSolana()
  }
  client.on('session_delete', onDelete)
  client.on('session_expire', onDelete)
  client.on('session_event', onEvent)
  client.on('session_update', onUpdate)

  function connect(): Promise<WalletConnectSession> {
    pairing ??= pairWallet({
      propose: () => client.connect({ optionalNamespaces: proposalNamespaces(options.networks) }),
      onUri: (uri, expiresAt) => store.setState({ uri, expiresAt }),
      signal: lifetime.signal,
    }).finally(() => {
      pairing = undefined
      store.setState({ uri: undefined, expiresAt: undefined })
    })
    return pairing
  }

  async function toWallet(method: string, params: unknown, chain?: string): Promise<unknown> {
    const target = chain ?? (chainId === undefined ? undefined : `eip155:${chainId}`)
    if (!session || target === undefined)
      throw new ProviderRpcError(Eip1193ErrorCode.UNAUTHORIZED, 'No WalletConnect session')
    store.setState({ pendingRequest: method })
    try {
      return await client.request({
        topic: session.topic,
        chainId: target,
        request: { method, params },
      })
    } finally {
      store.setState({ pendingRequest: undefined })
    }
  }

  async function request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts': {
        if (!address()) adopt(await connect())
        return address() ? [address()] : []
      }
      case 'eth_accounts':
        return address() ? [address()] : []
      case 'eth_chainId':
        return hex(chainId ?? evmChains[0] ?? 1)
      case 'wallet_revokePermissions': {
        const topic = session?.topic
        adopt(undefined)
        if (topic) await client.disconnect({ topic, reason: USER_DISCONNECTED })
        return null
      }
      case 'wallet_switchEthereumChain': {
        const next = Number((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
        // Wallets that approved switching are asked (they answer with chainChanged, or 4902).
        // Without it, a chain the session holds is the dapp's to move to: requests name it.
        if (approves(method)) await toWallet(method, params)
        else if (!accounts().some((account) => account.chainId === next)) {
          if (!session)
            throw new ProviderRpcError(Eip1193ErrorCode.UNAUTHORIZED, 'No WalletConnect session')
          throw chainNotApproved(session.peer.metadata.name, next)
        }
        if (Number.isSafeInteger(next) && next > 0 && next !== chainId) {
          chainId = next
          emit('chainChanged', hex(next))
        }
        return null
      }
      default:
        if (session && !approves(method)) throw notApproved(method)
        return toWallet(method, params)
    }
  }

  return {
    async request(args) {
      try {
        return await request(args)
      } catch (error) {
        throw providerError(error)
      }
    },
    async close() {
      lifetime.abort()
      client.off('session_delete', onDelete)
      client.off('session_expire', onDelete)
      client.off('session_event', onEvent)
      client.off('session_update', onUpdate)
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
