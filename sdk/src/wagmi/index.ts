/**
 * @airlock/sdk/wagmi — Airlock as a wagmi connector. wagmi and @wagmi/core are
 * optional peers of the SDK: only an app that imports this entry loads them.
 */
export { type AirlockParameters, airlock } from './airlockConnector'
export type { AirlockConnectorInstance, EvmConnection } from './evmConnection'
