import type { ChainNamespace } from '../../../core/networks/types'
import type { Features, WalletFeature } from '../../../core/stores/optionsStore'
import type { View } from '../../../core/stores/routerStore'

/** SPEC §1 wallet feature order: what `walletFeaturesOrder` defaults to. */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = [
  'onramp',
  'swaps',
  'receive',
  'send',
]

export interface AccountAction {
  feature: WalletFeature
  label: string
  view: View
}

const ACTIONS: Record<WalletFeature, Omit<AccountAction, 'feature'>> = {
  onramp: { label: 'Buy', view: 'OnRampProviders' },
  swaps: { label: 'Swap', view: 'Swap' },
  receive: { label: 'Receive', view: 'WalletReceive' },
  send: { label: 'Send', view: 'WalletSend' },
}

/**
 * SPEC §9: on-ramp serves eip155 and solana, send eip155, solana and bip122
 * (the Bitcoin wallet's sendTransfer), swaps only EVM networks; an address can
 * be received on anywhere.
 */
const NAMESPACES: Record<WalletFeature, readonly ChainNamespace[] | 'all'> = {
  onramp: ['eip155', 'solana'],
  swaps: ['eip155'],
  receive: 'all',
  send: ['eip155', 'solana', 'bip122'],
}

/**
 * The Account view's actions: in `order` (the `walletFeaturesOrder` option;
 * unknown and repeated entries dropped, the features it leaves out after it
 * in SPEC §1 order), without those whose feature flag is off or that the
 * active namespace does not support.
 */
export function walletFeatureActions(
  order: readonly string[],
  features: Pick<Features, WalletFeature>,
  namespace: ChainNamespace | undefined,
): AccountAction[] {
  const known = (entry: string): entry is WalletFeature => Object.hasOwn(ACTIONS, entry)
  const ordered = [...new Set([...order.filter(known), ...DEFAULT_WALLET_FEATURES_ORDER])]
  return ordered
    .filter((feature) => features[feature])
    .filter((feature) => {
      const served = NAMESPACES[feature]
      return served === 'all' || (namespace !== undefined && served.includes(namespace))
    })
    .map((feature) => ({ feature, ...ACTIONS[feature] }))
}
