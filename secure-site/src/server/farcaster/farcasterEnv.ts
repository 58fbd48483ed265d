/**
 * Sign In With Farcaster's configuration (infra/ENV.md › Farcaster). Farcaster login is
 * enabled only when AIRLOCK_FARCASTER_RPC_URL is set: the registry reads that decide
 * whose signature a sign-in carries need an Optimism RPC the operator trusts. The relay
 * and the registry addresses default to Farcaster's public ones on OP mainnet.
 */
import { type Address, getAddress, isAddress } from 'viem'

export interface FarcasterConfig {
  /** The auth relay's origin (POST /v1/channel…), no trailing slash. */
  relayUrl: string
  /** JSON-RPC of the chain the registries live on (Optimism, chain 10). */
  rpcUrl: string
  idRegistry: Address
  keyRegistry: Address
  /** How long a sign-in may wait for the Farcaster app's approval, in seconds. */
  flowTtlS: number
}

export const DEFAULT_FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'
export const DEFAULT_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const DEFAULT_KEY_REGISTRY: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'
export const DEFAULT_FARCASTER_FLOW_TTL_S = 300
const MIN_FLOW_TTL_S = 30
const MAX_FLOW_TTL_S = 3600

export const FARCASTER_VARIABLES = {
  rpcUrl: 'AIRLOCK_FARCASTER_RPC_URL',
  relayUrl: 'AIRLOCK_FARCASTER_RELAY_URL',
  idRegistry: 'AIRLOCK_FARCASTER_ID_REGISTRY',
  keyRegistry: 'AIRLOCK_FARCASTER_KEY_REGISTRY',
  flowTtlS: 'AIRLOCK_FARCASTER_FLOW_TTL_S',
} as const

export function loadFarcasterConfig(
  read: (name: string) => string | undefined,
  dev: boolean,
  problems: string[],
): FarcasterConfig | undefined {
  const start = problems.length
  const rpcUrl = read(FARCASTER_VARIABLES.rpcUrl)
  const relayUrl = read(FARCASTER_VARIABLES.relayUrl) ?? DEFAULT_FARCASTER_RELAY_URL
  const url = (name: string, value: string) => {
    if (!isUrl(value, dev)) {
      problems.push(
        `${name} must be an https URL${dev ? ' (or http in development)' : ''}, got "${value.slice(0, 60)}"`,
      )
    }
  }
  if (rpcUrl !== undefined) url(FARCASTER_VARIABLES.rpcUrl, rpcUrl)
  url(FARCASTER_VARIABLES.relayUrl, relayUrl)
  const idRegistry = address(FARCASTER_VARIABLES.idRegistry, read, DEFAULT_ID_REGISTRY, problems)
  const keyRegistry = address(FARCASTER_VARIABLES.keyRegistry, read, DEFAULT_KEY_REGISTRY, problems)
  const flowTtlS = parseTtl(read(FARCASTER_VARIABLES.flowTtlS), problems)
  if (rpcUrl === undefined || problems.length > start) return undefined
  return { relayUrl: relayUrl.replace(/\/+$/, ''), rpcUrl, idRegistry, keyRegistry, flowTtlS }
}

function address(
  name: string,
  read: (name: string) => string | undefined,
  fallback: Address,
  problems: string[],
): Address {
  const value = read(name)
  if (value === undefined) return fallback
  if (!isAddress(value, { strict: false })) {
    problems.push(`${name} must be a 0x-prefixed 20-byte address, got "${value.slice(0, 60)}"`)
    return fallback
  }
  return getAddress(value)
}

function parseTtl(text: string | undefined, problems: string[]): number {
  if (text === undefined) return DEFAULT_FARCASTER_FLOW_TTL_S
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < MIN_FLOW_TTL_S || value > MAX_FLOW_TTL_S) {
    problems.push(
      `${FARCASTER_VARIABLES.flowTtlS} must be whole seconds between ${MIN_FLOW_TTL_S} and ${MAX_FLOW_TTL_S}, got "${text.slice(0, 20)}"`,
    )
    return DEFAULT_FARCASTER_FLOW_TTL_S
  }
  return value
}

function isUrl(value: string, dev: boolean): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (dev && url.protocol === 'http:')
  } catch {
    return false
  }
}
