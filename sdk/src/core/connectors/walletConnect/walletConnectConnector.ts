import type { CaipNetwork } from '../../networks/types'
import type { Metadata } from '../../stores/optionsStore'
import type { Eip1193Events, Eip1193RequestArguments } from '../auth/eip1193Provider'
import type { InjectedConnector } from '../injected/injectedConnector'
import type { InjectedProvider } from '../injected/injectedProvider'
import { walletConnectModule } from './walletConnectModule'
import type { WalletConnectOptions } from './walletConnectOptions'
import { createWalletConnectStore, type WalletConnectStore } from './walletConnectState'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectConnector extends InjectedConnector {
  /** The pairing URI, the paired wallet and a waiting request, for the views. */
  readonly store: WalletConnectStore
  /** Closes the relay socket if the client was loaded. */
  destroy(): Promise<void>
}

export interface WalletConnectConnectorOptions {
  walletConnect: WalletConnectOptions
  /** The dapp's metadata, unless `walletConnect.metadata` says otherwise. */
  metadata: Metadata
  networks: readonly CaipNetwork[]
  /** Keys sign-client's storage to this instance. */
  storagePrefix: string
}

type Listener = (payload: unknown) => void

/**
 * The WalletConnect connector at page start: plain data and an EIP-1193 provider
 * whose first request loads sign-client (walletConnectModule.ts). So a page pays for
 * WalletConnect only once the visitor picks it, or had a session before the reload.
 */
export function createWalletConnectConnector(
  options: WalletConnectConnectorOptions,
): WalletConnectConnector {
  const store = createWalletConnectStore()
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const client = walletConnectModule(() => ({
    projectId: options.walletConnect.projectId,
    relayUrl: options.walletConnect.relayUrl,
    metadata: options.walletConnect.metadata ?? options.metadata,
    storagePrefix: options.storagePrefix,
    networks: options.networks,
    store,
    emit,
  }))
  const provider: InjectedProvider = {
    request: (args: Eip1193RequestArguments) =>
      client.load().then((loaded) => loaded.request(args)),
    on<E extends keyof Eip1193Events>(event: E, listener: Eip1193Events[E]) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener as Listener)
      listeners.set(event, set)
      return provider
    },
    removeListener<E extends keyof Eip1193Events>(event: E, listener: Eip1193Events[E]) {
      listeners.get(event)?.delete(listener as Listener)
      return provider
    },
  }
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    imageUrl: undefined,
    info: { rdns: undefined, uuid: undefined },
    provider,
    getProvider: () => provider,
    store,
    async destroy() {
      listeners.clear()
      const started = client.started()
      if (started) await started.then((loaded) => loaded.close()).catch(() => undefined)
    },
  }
}
