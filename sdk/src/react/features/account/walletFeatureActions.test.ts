import { afterEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { DEFAULT_FEATURES } from '../../../core/stores/optionsStore'
import { createTestAirlock } from '../../../core/testing/airlockHarness'
import { walletFeatureActions } from './walletFeatureActions'

const labels = (...args: Parameters<typeof walletFeatureActions>) =>
  walletFeatureActions(...args).map((action) => action.label)

let airlock: AirlockInstance | undefined
afterEach(() => airlock?.destroy())

describe('walletFeatureActions', () => {
  it('follows SPEC §1 by default: Buy, Swap, Receive, Send, each to its view', () => {
    airlock = createTestAirlock()
    const { walletFeaturesOrder, features } = airlock.stores.options.getState()
    // Nothing given: every feature follows in SPEC order.
    expect(walletFeaturesOrder).toEqual([])
    expect(walletFeatureActions(walletFeaturesOrder, features, 'eip155')).toEqual([
      { feature: 'onramp', label: 'Buy', view: 'OnRampProviders' },
      { feature: 'swaps', label: 'Swap', view: 'Swap' },
      { feature: 'receive', label: 'Receive', view: 'WalletReceive' },
      { feature: 'send', label: 'Send', view: 'WalletSend' },
    ])
  })

  it('takes the walletFeaturesOrder option as given to createAirlock', () => {
    airlock = createTestAirlock({ walletFeaturesOrder: ['receive', 'send', 'swaps', 'onramp'] })
    const { walletFeaturesOrder, features } = airlock.stores.options.getState()
    expect(labels(walletFeaturesOrder, features, 'eip155')).toEqual([
      'Receive',
      'Send',
      'Swap',
      'Buy',
    ])
  })

  it('puts the features an order leaves out after it, and ignores unknown or repeated ones', () => {
    expect(labels(['send'], DEFAULT_FEATURES, 'eip155')).toEqual(['Send', 'Buy', 'Swap', 'Receive'])
    expect(labels(['swaps', 'nft', 'swaps'], DEFAULT_FEATURES, 'eip155')).toEqual([
      'Swap',
      'Buy',
      'Receive',
      'Send',
    ])
  })

  it('hides an action whose feature flag is off', () => {
    const features = { ...DEFAULT_FEATURES, onramp: false, send: false }
    expect(labels(['onramp', 'swaps', 'receive', 'send'], features, 'eip155')).toEqual([
      'Swap',
      'Receive',
    ])
  })

  it('offers only what the namespace supports (SPEC §9)', () => {
    const order = ['onramp', 'swaps', 'receive', 'send']
    expect(labels(order, DEFAULT_FEATURES, 'solana')).toEqual(['Buy', 'Receive', 'Send'])
    expect(labels(order, DEFAULT_FEATURES, 'bip122')).toEqual(['Receive', 'Send'])
    expect(labels(order, DEFAULT_FEATURES, undefined)).toEqual(['Receive'])
  })
})
