import type { ConnectorInfo } from '../../stores/connectionStore'
import type { InjectedProvider } from './injectedProvider'

/**
 * A browser-wallet connector (SPEC §3 Connector): who the wallet is and its
 * provider. Plain data on purpose: discovery makes these at page start, and
 * what the SDK asks of a wallet (injectedActions.ts) loads only on connect.
 */
export interface InjectedConnector {
  /** The rdns for an announced wallet (stable across reloads, unlike its uuid); 'injected' for window.ethereum. */
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT'
  readonly chain: 'eip155'
  /** The EIP-6963 icon (a data URI). */
  readonly imageUrl: string | undefined
  readonly info: { readonly rdns: string | undefined; readonly uuid: string | undefined }
  readonly provider: InjectedProvider
  getProvider(): InjectedProvider
}

export type InjectedConnectorSource = Omit<InjectedConnector, 'chain' | 'getProvider'>

export function createInjectedConnector(source: InjectedConnectorSource): InjectedConnector {
  return { ...source, chain: 'eip155', getProvider: () => source.provider }
}

/** The serialisable part the connection store keeps for the views. */
export function toConnectorInfo(connector: InjectedConnector): ConnectorInfo {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chains: [connector.chain],
    imageUrl: connector.imageUrl,
    rdns: connector.info.rdns,
  }
}
