import { afterEach, describe, expect, it } from 'vitest'
import type { AirlockInstance, CreateAirlockOptions } from '../../createAirlock'
import { mainnet } from '../../networks/evmNetworks'
import { localhost, localhost2 } from '../../networks/localhost'
import { createAirlockStores } from '../../stores/airlockStores'
import { createTestAirlock } from '../../testing/airlockHarness'
import { createMockWallet, WALLET_ADDRESS } from '../../testing/mockWallet'
import {
  isUnsupportedChain,
  readUnsupportedChainInput,
  type UnsupportedChainDeps,
} from './unsupportedChain'

describe('isUnsupportedChain (SPEC §2: all four conditions)', () => {
  const cases = [true, false].flatMap((notRequested) =>
    [true, false].flatMap((switchEnabled) =>
      [true, false].flatMap((unsupportedAllowed) =>
        [true, false].map((basicSession) => ({
          notRequested,
          switchEnabled,
          unsupportedAllowed,
          basicSession,
          expected: notRequested && switchEnabled && !unsupportedAllowed && !basicSession,
        })),
      ),
    ),
  )

  it.each(cases)(
    'not requested $notRequested, switching $switchEnabled, allowed $unsupportedAllowed, basic WC $basicSession → $expected',
    ({ notRequested, switchEnabled, unsupportedAllowed, basicSession, expected }) => {
      expect(
        isUnsupportedChain({
          caipNetwork: notRequested ? mainnet : localhost,
          requestedCaipNetworks: [localhost, localhost2],
          enableNetworkSwitch: switchEnabled,
          allowUnsupportedChain: unsupportedAllowed,
          hasBasicWalletConnectSession: basicSession,
        }),
      ).toBe(expected)
    },
  )

  it('is false without an active network', () => {
    expect(
      isUnsupportedChain({
        caipNetwork: undefined,
        requestedCaipNetworks: [localhost],
        enableNetworkSwitch: true,
        allowUnsupportedChain: false,
        hasBasicWalletConnectSession: false,
      }),
    ).toBe(false)
  })
})

describe('hasBasicWalletConnectSession (SPEC §2 basic mode)', () => {
  /** Stores whose eip155 account on mainnet (not requested) is held by `connectorId`. */
  function onMainnet(basic: boolean, connectorId: string): UnsupportedChainDeps {
    const stores = createAirlockStores([localhost, localhost2], {
      projectId: 'demo',
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      secureSiteUrl: 'https://secure.example',
      basic,
    })
    const chains = stores.chains.getState()
    chains.setCaipNetwork('eip155', mainnet)
    chains.resetAccount('eip155', {
      address: WALLET_ADDRESS,
      caipAddress: `eip155:1:${WALLET_ADDRESS}`,
      status: 'connected',
      connectorId,
    })
    chains.setActiveNamespace('eip155')
    return { stores }
  }

  it('is true in basic mode while a WalletConnect session holds the account: its wallet picks the chain', () => {
    const input = readUnsupportedChainInput(onMainnet(true, 'walletConnect'))
    expect(input.hasBasicWalletConnectSession).toBe(true)
    expect(isUnsupportedChain(input)).toBe(false)
  })

  it('is false outside basic mode, and for an account not held through WalletConnect', () => {
    for (const [basic, holder] of [
      [false, 'walletConnect'],
      [true, 'dev.airlock.testwallet'],
    ] as const) {
      const input = readUnsupportedChainInput(onMainnet(basic, holder))
      expect(input.hasBasicWalletConnectSession).toBe(false)
      expect(isUnsupportedChain(input)).toBe(true)
    }
  })
})

describe('opening on an unsupported chain', () => {
  let airlock: AirlockInstance
  let stop: () => void

  async function onChain1(options: Partial<CreateAirlockOptions>) {
    const mock = createMockWallet({ rdns: 'dev.airlock.testwallet', chainId: 1 })
    stop = mock.announce()
    airlock = createTestAirlock({ networks: [localhost, localhost2], ...options })
    await airlock.connect('dev.airlock.testwallet')
    airlock.close()
    airlock.open()
  }

  afterEach(() => {
    airlock.destroy()
    stop()
    localStorage.clear()
  })

  it('opens UnsupportedChain when the rule holds (and on connect already)', async () => {
    await onChain1({})
    expect(airlock.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('opens Account when unsupported chains are allowed', async () => {
    await onChain1({ allowUnsupportedChain: true })
    expect(airlock.getState().view).toBe('Account')
  })

  it('opens Account when network switching is off', async () => {
    await onChain1({ enableNetworkSwitch: false })
    expect(airlock.getState().view).toBe('Account')
  })
})
