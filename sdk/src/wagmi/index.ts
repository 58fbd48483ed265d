/**
 * @airlock/sdk/wagmi — Airlock as a wagmi connector. wagmi is an optional peer of the SDK,
 * and @wagmi/core is reached through it: only an app that imports this entry loads them.
 */
export { type AirlockParameters, airlock } from './airlockConnector'
export type { AirlockConnectorInstance, EvmConnection } from './evmConnection'
