import type { CaipAddress } from '@airlock/protocol'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '../networks/types'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Connector kinds of SPEC §3; only AUTH exists in the core so far. */
export type ConnectorType =
  | 'AUTH'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'MULTI_CHAIN'
  | 'EXTERNAL'

export interface ConnectorInfo {
  id: string
  name: string
  type: ConnectorType
  chains: readonly ChainNamespace[]
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  rdns?: string | undefined
}

/** One live connection: a connector holding an account on a namespace. */
export interface Connection {
  connectorId: string
  namespace: ChainNamespace
  address: string
  caipAddress: CaipAddress
}

export interface ConnectionState {
  status: ConnectionStatus
  connectors: ConnectorInfo[]
  connections: Connection[]
  current: Connection | undefined
  /** Message of the last failed connect, for the view that started it. */
  error: string | undefined
}

export interface ConnectionActions {
  setConnectors(connectors: ConnectorInfo[]): void
  startConnecting(): void
  /** Adds (or replaces, per connector and namespace) a connection and makes it current. */
  connected(connection: Connection): void
  /** SPEC §4: back to 'connected' if a connection is current, otherwise 'disconnected'. */
  connectFailed(error?: string): void
  /** Removes the connector's connections; the first remaining becomes current, else 'disconnected'. */
  disconnect(connectorId: string): void
  reset(): void
}

export type ConnectionStore = StoreApi<ConnectionState & ConnectionActions>

const initialState = (): ConnectionState => ({
  status: 'disconnected',
  connectors: [],
  connections: [],
  current: undefined,
  error: undefined,
})

const sameSlot = (a: Connection, b: Connection) =>
  a.connectorId === b.connectorId && a.namespace === b.namespace

export function createConnectionStore(): ConnectionStore {
  return createStore<ConnectionState & ConnectionActions>()((set, get) => ({
    ...initialState(),
    setConnectors: (connectors) => set({ connectors: [...connectors] }),
    startConnecting: () => set({ status: 'connecting', error: undefined }),
    connected(connection) {
      const others = get().connections.filter((existing) => !sameSlot(existing, connection))
      set({
        status: 'connected',
        connections: [...others, connection],
        current: connection,
        error: undefined,
      })
    },
    connectFailed(error) {
      set({ status: get().current ? 'connected' : 'disconnected', error })
    },
    disconnect(connectorId) {
      const connections = get().connections.filter(
        (connection) => connection.connectorId !== connectorId,
      )
      const current = get().current
      const keep = current && current.connectorId !== connectorId ? current : connections[0]
      set({ connections, current: keep, status: keep ? 'connected' : 'disconnected' })
    },
    reset: () => set({ ...initialState(), connectors: get().connectors }),
  }))
}
