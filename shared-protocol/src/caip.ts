/**
 * CAIP-2 network ids (`eip155:1`) and CAIP-10 account addresses
 * (`eip155:1:0xab…`), with the error messages of SPEC §5.
 *
 * The rule is the one SPEC states — the right number of non-empty,
 * colon-separated parts — not the full CAIP grammar: chain references and
 * addresses differ per namespace, and the address checks live in addresses.ts.
 */

export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${string}:${string}:${string}`

export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
  caipNetworkId: CaipNetworkId
}

export interface ParsedCaipAddress {
  namespace: string
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/** Longer values are refused before they are split: no real id comes near it. */
export const MAX_CAIP_LENGTH = 512

/**
 * Error messages echo the offending value, but at most this many characters
 * followed by '…'. A hostile 100 kB string must not become a 100 kB error
 * message that is then logged, sent in telemetry or shown in a toast.
 */
export const CAIP_ERROR_ECHO_LENGTH = 200

export const CAIP_ADDRESS_ASSERTION_MESSAGE = 'Invalid CAIP Address'

/**
 * String(value) that cannot throw. String() itself throws for
 * `Object.create(null)`, a throwing toString or a revoked Proxy, and a
 * validator that crashes while building its own error hides the real problem.
 */
function printable(value: unknown): string {
  let text: string
  try {
    text = String(value)
  } catch {
    text = '[unprintable value]'
  }
  return text.length > CAIP_ERROR_ECHO_LENGTH ? `${text.slice(0, CAIP_ERROR_ECHO_LENGTH)}…` : text
}

/** The parts of `value` when it is a string of `count` non-empty colon-separated parts. */
function splitParts(value: unknown, count: number): string[] | undefined {
  // Non-strings never coerce into ids: `{ toString: () => 'eip155:1' }` is not a network id.
  if (typeof value !== 'string' || value.length > MAX_CAIP_LENGTH) return undefined
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part.length === 0)) return undefined
  return parts
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return splitParts(value, 2) !== undefined
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  return splitParts(value, 3) !== undefined
}

/** Throws 'Invalid CAIP Address' (the short form of SPEC §5) unless `value` is a CAIP-10 address. */
export function assertCaipAddress(value: unknown): asserts value is CaipAddress {
  if (!isCaipAddress(value)) throw new Error(CAIP_ADDRESS_ASSERTION_MESSAGE)
}

/** Throws 'Invalid CAIP-2 network id: {value}' unless `value` has exactly 2 non-empty parts. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = splitParts(value, 2)
  const [namespace, reference] = parts ?? []
  if (namespace === undefined || reference === undefined) {
    throw new Error(`Invalid CAIP-2 network id: ${printable(value)}`)
  }
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
}

/** Throws 'Invalid CAIP-10 address: {value}' unless `value` has exactly 3 non-empty parts. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = splitParts(value, 3)
  const [namespace, reference, address] = parts ?? []
  if (namespace === undefined || reference === undefined || address === undefined) {
    throw new Error(`Invalid CAIP-10 address: ${printable(value)}`)
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}
