import type { Eip1193Events, Eip1193RequestArguments } from '../auth/eip1193Provider'

/**
 * What every EIP-1193 provider has, the embedded one and any wallet's. EIP-1193
 * makes `on` and `removeListener` mandatory, so a dapp can always follow events.
 */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on<E extends keyof Eip1193Events>(event: E, listener: Eip1193Events[E]): unknown
  removeListener<E extends keyof Eip1193Events>(event: E, listener: Eip1193Events[E]): unknown
}

/** A wallet's provider as a browser extension injects it: EIP-1193 plus legacy `is…` flags. */
export interface InjectedProvider extends Eip1193Provider {
  readonly [flag: `is${string}`]: unknown
}

export function isInjectedProvider(value: unknown): value is InjectedProvider {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.request === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.removeListener === 'function'
  )
}
