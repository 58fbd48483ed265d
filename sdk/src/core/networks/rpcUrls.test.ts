import { afterEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../createAirlock'
import { createTestAirlock } from '../testing/airlockHarness'
import { arbitrum, base, mainnet, optimism, polygon, sepolia } from './evmNetworks'
import { localhost, localhost2 } from './localhost'
import { rpcUrlsFor, withCustomRpcUrls } from './rpcUrls'

const instances: AirlockInstance[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
})

describe('network definitions', () => {
  it.each([mainnet, sepolia, base, optimism, arbitrum, polygon, localhost, localhost2])(
    '$name is a consistent eip155 CAIP network',
    (network) => {
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https?:\/\//)
      expect(network.nativeCurrency.decimals).toBe(18)
      instances.push(createTestAirlock({ networks: [network] }))
    },
  )

  it('has explorers for the public networks', () => {
    expect(mainnet.blockExplorers?.default.url).toBe('https://etherscan.io')
    expect([localhost.id, localhost2.id]).toEqual([31337, 31338])
  })
})

describe('custom RPC URLs', () => {
  it('come first, once each', () => {
    const custom = {
      'eip155:31337': ['https://rpc.dapp.example', 'http://127.0.0.1:8545'],
    } as const
    expect(rpcUrlsFor(localhost, custom)).toEqual([
      'https://rpc.dapp.example',
      'http://127.0.0.1:8545',
    ])
    const [changed, untouched] = withCustomRpcUrls([localhost, localhost2], custom)
    expect(changed?.rpcUrls.default.http).toEqual([
      'https://rpc.dapp.example',
      'http://127.0.0.1:8545',
    ])
    expect(untouched).toBe(localhost2)
  })

  it('reach every reader of the network (the embedded provider, the frame)', () => {
    const airlock = createTestAirlock({
      customRpcUrls: { 'eip155:31337': ['https://rpc.dapp.example'] },
    })
    instances.push(airlock)
    expect(airlock.getState().caipNetwork?.rpcUrls.default.http).toEqual([
      'https://rpc.dapp.example',
      'http://127.0.0.1:8545',
    ])
  })

  it('refuses a URL that is not http(s)', () => {
    expect(() =>
      createTestAirlock({ customRpcUrls: { 'eip155:31337': ['javascript:alert(1)'] } }),
    ).toThrow('Invalid RPC URL for eip155:31337: javascript:alert(1)')
  })
})

describe('defaultNetwork', () => {
  it('is the active network at start, and its namespace the active one', () => {
    const airlock = createTestAirlock({
      networks: [localhost, localhost2],
      defaultNetwork: localhost2,
    })
    instances.push(airlock)
    expect(airlock.getState()).toMatchObject({ activeNamespace: 'eip155', caipNetwork: localhost2 })
  })

  it("must be one of the networks: 'Network not found'", () => {
    expect(() => createTestAirlock({ networks: [localhost], defaultNetwork: mainnet })).toThrow(
      'Network not found',
    )
  })
})
