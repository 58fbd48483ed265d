import { describe, expect, it } from 'vitest'
import { loadFarcasterConfig } from './farcasterEnv'

const load = (env: Record<string, string>, dev = false) => {
  const problems: string[] = []
  const config = loadFarcasterConfig((name) => env[name], dev, problems)
  return { config, problems }
}

describe('Farcaster configuration', () => {
  it('is off without an RPC URL, whatever else is set', () => {
    expect(load({ AIRLOCK_FARCASTER_RELAY_URL: 'https://relay.example' })).toEqual({
      config: undefined,
      problems: [],
    })
  })

  it("defaults to Farcaster's relay and the OP Mainnet registries", () => {
    expect(load({ AIRLOCK_FARCASTER_RPC_URL: 'https://op.example/rpc' })).toEqual({
      problems: [],
      config: {
        rpcUrl: 'https://op.example/rpc',
        relayUrl: 'https://relay.farcaster.xyz',
        idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
        keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
        flowTtlS: 300,
      },
    })
  })

  it('takes overrides (http only in development), checksums addresses', () => {
    const { config, problems } = load(
      {
        AIRLOCK_FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
        AIRLOCK_FARCASTER_RELAY_URL: 'http://127.0.0.1:9000/',
        AIRLOCK_FARCASTER_ID_REGISTRY: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
        AIRLOCK_FARCASTER_KEY_REGISTRY: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
        AIRLOCK_FARCASTER_FLOW_TTL_S: '60',
      },
      true,
    )
    expect(problems).toEqual([])
    expect(config).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      relayUrl: 'http://127.0.0.1:9000',
      idRegistry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      keyRegistry: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      flowTtlS: 60,
    })
  })

  it('names every bad variable', () => {
    expect(
      load({
        AIRLOCK_FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
        AIRLOCK_FARCASTER_RELAY_URL: 'relay',
        AIRLOCK_FARCASTER_ID_REGISTRY: '0x1234',
        AIRLOCK_FARCASTER_KEY_REGISTRY: 'nope',
        AIRLOCK_FARCASTER_FLOW_TTL_S: '5',
      }),
    ).toEqual({
      config: undefined,
      problems: [
        'AIRLOCK_FARCASTER_RPC_URL must be an https URL, got "http://127.0.0.1:8545"',
        'AIRLOCK_FARCASTER_RELAY_URL must be an https URL, got "relay"',
        'AIRLOCK_FARCASTER_ID_REGISTRY must be a 0x-prefixed 20-byte address, got "0x1234"',
        'AIRLOCK_FARCASTER_KEY_REGISTRY must be a 0x-prefixed 20-byte address, got "nope"',
        'AIRLOCK_FARCASTER_FLOW_TTL_S must be whole seconds between 30 and 3600, got "5"',
      ],
    })
  })
})
