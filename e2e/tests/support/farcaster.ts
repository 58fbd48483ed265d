/**
 * Sign In With Farcaster against the stack's local relay and registries
 * (stack/farcaster): a test Farcaster client for the stack, and fresh fids.
 */
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import {
  createFarcasterClient,
  type FarcasterClient,
} from '../../fixtures/farcasterClient/farcasterClient'
import type { StackInfo } from '../../stack/stackInfo'

export function requireFarcaster(stack: StackInfo) {
  if (!stack.farcaster) throw new Error('the stack runs no Farcaster relay')
  return stack.farcaster
}

export function farcasterClient(stack: StackInfo): FarcasterClient {
  const farcaster = requireFarcaster(stack)
  return createFarcasterClient({
    rpcUrl: farcaster.rpcUrl,
    chainId: farcaster.chainId,
    relayUrl: farcaster.relayUrl,
    relayAuthKey: farcaster.relayAuthKey,
  })
}

/** A new fid held by a new custody key (workers run in parallel: random, far from the demo's). */
export async function registeredFid(client: FarcasterClient): Promise<{ key: Hex; fid: number }> {
  const key = generatePrivateKey()
  const fid = 100_000 + Math.floor(Math.random() * 1_000_000_000)
  await client.registerFid(key, fid)
  return { key, fid }
}
