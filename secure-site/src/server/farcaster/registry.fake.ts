/** In-memory FarcasterRegistry for tests: custody and auth addresses set by the test. */
import { type Address, getAddress, type Hex } from 'viem'
import { ServerError } from '../errors'
import type { FarcasterRegistry } from './registry'

export function fakeRegistry() {
  const custody = new Map<Address, bigint>()
  const authAddresses = new Set<string>()
  const contractSignatures = new Map<Address, Hex>()
  const reads = { count: 0, failing: false }
  const read = () => {
    reads.count++
    if (reads.failing) throw new ServerError('FARCASTER_REGISTRY_UNREACHABLE')
  }
  const registry: FarcasterRegistry = {
    idOf: async (address) => {
      read()
      return custody.get(getAddress(address)) ?? 0n
    },
    isAuthAddress: async (fid, address) => {
      read()
      return authAddresses.has(`${fid}:${getAddress(address)}`)
    },
    // A contract account accepts exactly the signature the test gave it.
    verifyContractSignature: async (address, _message, signature) => {
      read()
      return contractSignatures.get(getAddress(address)) === signature
    },
  }
  return {
    registry,
    reads,
    register: (fid: bigint, address: Address) => custody.set(getAddress(address), fid),
    addAuthAddress: (fid: bigint, address: Address) =>
      authAddresses.add(`${fid}:${getAddress(address)}`),
    /** A contract account (ERC-1271) at `address` that accepts `signature`. */
    contractAccount: (address: Address, signature: Hex) =>
      contractSignatures.set(getAddress(address), signature),
  }
}
