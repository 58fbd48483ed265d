/**
 * The blockchain data API fixture's test hooks (fixtures/blockchainApi/README.md):
 * the calls it received, outages, and spam airdrops. Key outages by something only
 * one test uses (its account's address): every test of a run shares the fixture.
 */
import type { Address, Hash } from 'viem'
import type { ApiFault, RecordedApiRequest } from '../../fixtures/blockchainApi/fixtureState'
import type { StackInfo } from '../../stack/stackInfo'

export type { ApiFault, RecordedApiRequest }

export function blockchainApiUrl(stack: StackInfo): string {
  if (!stack.blockchainApi) throw new Error('the stack runs without the blockchain API fixture')
  return stack.blockchainApi.url
}

async function hook(stack: StackInfo, path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(new URL(path, blockchainApiUrl(stack)), init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`)
  return response
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

/** The `/v1/*` calls the fixture received, oldest first; `pathIncludes` keeps those whose path contains it. */
export async function apiRequests(
  stack: StackInfo,
  pathIncludes?: string,
): Promise<RecordedApiRequest[]> {
  const all = (await (await hook(stack, '/__requests')).json()) as RecordedApiRequest[]
  if (pathIncludes === undefined) return all
  const needle = pathIncludes.toLowerCase()
  return all.filter((request) => request.path.toLowerCase().includes(needle))
}

/**
 * Makes matching `/v1/*` calls fail with the API's error body (`times` times, or until
 * `clearApiFaults`). `pathIncludes` is compared case-insensitively with the path.
 */
export async function addApiFault(stack: StackInfo, fault: ApiFault): Promise<void> {
  await hook(stack, '/__faults', json(fault))
}

/** Ends every outage of the fixture (all tests' of this run). */
export async function clearApiFaults(stack: StackInfo): Promise<void> {
  await hook(stack, '/__faults', { method: 'DELETE' })
}

/** Mints the fixture's spam NFT to `to` on `chain` (default eip155:31337); resolves once mined. */
export async function airdropSpam(
  stack: StackInfo,
  to: Address,
  chain = 'eip155:31337',
): Promise<Hash> {
  const { hash } = (await (await hook(stack, '/__spam', json({ chainId: chain, to }))).json()) as {
    hash: Hash
  }
  return hash
}
