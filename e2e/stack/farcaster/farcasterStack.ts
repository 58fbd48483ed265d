/**
 * Sign In With Farcaster on the local stack: the registry doubles put on an anvil at
 * their OP Mainnet addresses, the local auth relay, and the demo identity @alice (a
 * custody key registered for DEMO_FID) whom the relay's sign-in page approves as.
 * `env()` is what the secure site needs (AIRLOCK_FARCASTER_*, infra/ENV.md).
 */
import { keccak256, stringToBytes } from 'viem'
import {
  FARCASTER_ID_REGISTRY,
  FARCASTER_KEY_REGISTRY,
  idRegistryAbi,
  installFarcasterRegistries,
} from '../../fixtures/contracts/farcasterRegistries'
import { localPublicClient } from '../../fixtures/contracts/localClients'
import { createFarcasterClient } from '../../fixtures/farcasterClient/farcasterClient'
import { DEMO_USERNAME } from './demoPage'
import { LOCAL_RELAY_AUTH_KEY, startRelayServer } from './relayServer'

export const DEMO_FID = 1001
export const DEMO_CUSTODY_KEY = keccak256(stringToBytes('airlock farcaster demo custody'))

export interface FarcasterStack {
  /** The relay. */
  url: string
  port: number
  /** The anvil the registries are on. */
  rpcUrl: string
  chainId: number
  idRegistry: string
  keyRegistry: string
  relayAuthKey: string
  demo: { fid: number; username: string }
  env(): Record<string, string>
  stop(): Promise<void>
}

export async function startFarcaster(options: {
  rpcUrl: string
  chainId: number
  port?: number
}): Promise<FarcasterStack> {
  await installFarcasterRegistries(options.rpcUrl)
  const reader = localPublicClient(options.rpcUrl)
  let approveAsDemo: ((signInUrl: string) => Promise<void>) | undefined
  const relay = await startRelayServer({
    ...(options.port !== undefined ? { port: options.port } : {}),
    custodyOf: (fid) =>
      reader.readContract({
        address: FARCASTER_ID_REGISTRY,
        abi: idRegistryAbi,
        functionName: 'custodyOf',
        args: [BigInt(fid)],
      }),
    onDemoApprove: (signInUrl) => {
      if (!approveAsDemo) throw new Error('the demo identity is not ready')
      return approveAsDemo(signInUrl)
    },
  })
  try {
    const client = createFarcasterClient({
      rpcUrl: options.rpcUrl,
      chainId: options.chainId,
      relayUrl: relay.url,
      relayAuthKey: LOCAL_RELAY_AUTH_KEY,
    })
    await client.registerFid(DEMO_CUSTODY_KEY, DEMO_FID)
    approveAsDemo = (signInUrl) =>
      client.approve(signInUrl, { key: DEMO_CUSTODY_KEY, fid: DEMO_FID, username: DEMO_USERNAME })
  } catch (error) {
    await relay.stop()
    throw error
  }
  return {
    url: relay.url,
    port: relay.port,
    rpcUrl: options.rpcUrl,
    chainId: options.chainId,
    idRegistry: FARCASTER_ID_REGISTRY,
    keyRegistry: FARCASTER_KEY_REGISTRY,
    relayAuthKey: LOCAL_RELAY_AUTH_KEY,
    demo: { fid: DEMO_FID, username: DEMO_USERNAME },
    env: () => ({
      AIRLOCK_FARCASTER_RPC_URL: options.rpcUrl,
      AIRLOCK_FARCASTER_RELAY_URL: relay.url,
      AIRLOCK_FARCASTER_ID_REGISTRY: FARCASTER_ID_REGISTRY,
      AIRLOCK_FARCASTER_KEY_REGISTRY: FARCASTER_KEY_REGISTRY,
    }),
    stop: () => relay.stop(),
  }
}
