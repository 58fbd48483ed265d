import type { ChainNamespace } from '../networks/types'
import { bitcoinAdapter } from './bitcoin/bitcoinAdapter'
import type { ChainAdapter } from './chainAdapter'
import { evmAdapter } from './evm/evmAdapter'
import { solanaAdapter } from './solana/solanaAdapter'

/** Every adapter, in the order a namespace is chosen when several could serve (eip155 first). */
const ADAPTERS: readonly ChainAdapter[] = [evmAdapter, solanaAdapter, bitcoinAdapter]

/** The adapter of `namespace`, or undefined where the SDK has none. */
export function adapterFor(namespace: ChainNamespace | undefined): ChainAdapter | undefined {
  return ADAPTERS.find((adapter) => adapter.namespace === namespace)
}

/** The namespaces whose adapter serves `capability`, in preference order. */
export function namespacesSupporting(capability: keyof ChainAdapter['supports']): ChainNamespace[] {
  return ADAPTERS.filter((adapter) => adapter.supports[capability]).map(
    (adapter) => adapter.namespace,
  )
}

/** Whether `namespace` has an adapter serving `capability`. */
export function supports(
  namespace: ChainNamespace | undefined,
  capability: keyof ChainAdapter['supports'],
): boolean {
  return adapterFor(namespace)?.supports[capability] ?? false
}
