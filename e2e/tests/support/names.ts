/**
 * The names registry of the blockchain API fixture, used from the test's side: a
 * name registered by another account (signed as the SDK signs it) and a lookup.
 */
import { randomUUID } from 'node:crypto'
import type { Address } from 'viem'
import { anvilAccount } from '../../fixtures/contracts/anvilAccounts'
import type { StackInfo } from '../../stack/stackInfo'
import { blockchainApiUrl } from './blockchainApi'

export const NAME_ZONE = 'airlock.id'

/** A label no other test uses: letters, digits and hyphens, lower case. */
export function freshLabel(prefix = 'acct'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`
}

/** ENSIP-11 coin type of an EVM chain (as the SDK sends it). */
const coinType = (chainId: number) => (chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0)

/** A `/v1/*` URL of the fixture with the query every call needs. */
function apiUrl(stack: StackInfo, path: string): URL {
  const url = new URL(path, blockchainApiUrl(stack))
  url.search = new URLSearchParams({ projectId: stack.projectId, st: 'e2e', sv: 'e2e' }).toString()
  return url
}

/** Registers `name` (full, e.g. `ada.airlock.id`) for anvil account `index`, as its own wallet would. */
export async function registerNameFor(stack: StackInfo, name: string, index = 2): Promise<Address> {
  const account = anvilAccount(index)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(apiUrl(stack, '/v1/profile/account'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType(31337),
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!response.ok)
    throw new Error(`registering ${name}: ${response.status} ${await response.text()}`)
  return account.address
}

/** The addresses the API resolves `name` to (`GET /v1/profile/account/{name}`); [] when unknown. */
export async function resolveName(stack: StackInfo, name: string): Promise<string[]> {
  const response = await fetch(apiUrl(stack, `/v1/profile/account/${name}`))
  if (response.status === 404) return []
  if (!response.ok) throw new Error(`resolving ${name}: ${response.status}`)
  const profile = (await response.json()) as { addresses: Record<string, { address: string }> }
  return Object.values(profile.addresses).map(({ address }) => address)
}
