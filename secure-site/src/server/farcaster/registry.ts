/**
 * What a sign-in needs from the chain the Farcaster registries live on, read through the
 * operator's RPC (AIRLOCK_FARCASTER_RPC_URL): the fid an address holds in custody
 * (IdRegistry.idOf), whether an address is an auth address of a fid (KeyRegistry
 * keyDataOf: key type 2, state ADDED, as auth-monorepo's auth-client checks it), and
 * contract-account signatures (ERC-1271 / ERC-6492, through viem).
 */
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { ServerError } from '../errors'
import type { FarcasterConfig } from './farcasterEnv'

export interface FarcasterRegistry {
  /** The fid `custody` holds; 0 when none. */
  idOf(custody: Address): Promise<bigint>
  isAuthAddress(fid: bigint, address: Address): Promise<boolean>
  /** A signature by a contract account (no private key recovers it). */
  verifyContractSignature(address: Address, message: string, signature: Hex): Promise<boolean>
}

export const ID_REGISTRY_ABI = parseAbi([
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
])

export const KEY_REGISTRY_ABI = parseAbi([
  'struct KeyData { uint8 state; uint32 keyType; }',
  'function keyDataOf(uint256 fid, bytes key) view returns (KeyData)',
])

/** KeyRegistry's key type of an auth address, and its state once added. */
export const AUTH_ADDRESS_KEY_TYPE = 2
export const KEY_STATE_ADDED = 1

const RPC_TIMEOUT_MS = 10_000

export function rpcRegistry(
  config: Pick<FarcasterConfig, 'rpcUrl' | 'idRegistry' | 'keyRegistry'>,
): FarcasterRegistry {
  const client = createPublicClient({
    transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
  })
  return {
    idOf: (custody) =>
      reading(() =>
        client.readContract({
          address: config.idRegistry,
          abi: ID_REGISTRY_ABI,
          functionName: 'idOf',
          args: [custody],
        }),
      ),
    isAuthAddress: async (fid, address) => {
      const key = encodeAbiParameters([{ type: 'address' }], [address])
      const data = await reading(() =>
        client.readContract({
          address: config.keyRegistry,
          abi: KEY_REGISTRY_ABI,
          functionName: 'keyDataOf',
          args: [fid, key],
        }),
      )
      return data.keyType === AUTH_ADDRESS_KEY_TYPE && data.state === KEY_STATE_ADDED
    },
    verifyContractSignature: (address, message, signature) =>
      reading(() => client.verifyMessage({ address, message, signature })),
  }
}

async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    console.warn(
      '[airlock] Farcaster registry read failed:',
      error instanceof Error ? error.message.split('\n')[0] : error,
    )
    throw new ServerError('FARCASTER_REGISTRY_UNREACHABLE', { cause: error })
  }
}
