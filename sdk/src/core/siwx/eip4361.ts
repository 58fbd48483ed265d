/**
 * EIP-4361 (Sign-In with Ethereum) message text: built and parsed by its ABNF,
 * field by field, so that what the wallet shows, what is signed and what is
 * stored are the same thing. Anything the grammar does not allow is refused
 * rather than repaired: a repaired message is not the one the user read.
 */
import { AirlockError, type CaipNetworkId, parseCaipNetworkId } from '@airlock/protocol'
import { getAddress } from 'viem'
import type { SIWXMessageData } from './types'

/** A parsed message: its data, plus the optional `scheme://` before the domain. */
export interface ParsedSiweMessage extends SIWXMessageData {
  scheme?: string | undefined
}

/** What the message must be about; each field given is compared. */
export interface SiweExpectations {
  domain?: string | undefined
  uri?: string | undefined
  chainId?: CaipNetworkId | undefined
  address?: string | undefined
}

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
// RFC 3986 authority: [userinfo "@"] host [":" port]; host is a reg-name or an IP literal.
const AUTHORITY =
  /^(?:[\w.~!$&'()*+,;=:%-]+@)?(?:\[[0-9A-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d+)?$/
// RFC 3986 URI: a scheme, a colon, no whitespace (the grammar's own check is the wallet's).
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/
// statement = *( reserved / unreserved / " " ): one line of printable ASCII without quotes or %.
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const CHAIN_ID = /^[0-9]+$/
// request-id = *pchar
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/
// RFC 3339 date-time, the profile of ISO 8601 the spec names.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function invalid(what: string): AirlockError {
  return new AirlockError('SIGN_MESSAGE_FAILED', { message: `Invalid sign-in message: ${what}` })
}

function check(ok: boolean, what: string): void {
  if (!ok) throw invalid(what)
}

function checkDateTime(value: string | undefined, what: string): void {
  if (value !== undefined) check(DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), what)
}

/** `eip155:<digits>` → its numeric reference; other namespaces are not EIP-4361. */
function chainReference(chainId: string): string {
  const { namespace, reference } = parseCaipNetworkId(chainId)
  check(namespace === 'eip155' && CHAIN_ID.test(reference), `chain ${chainId}`)
  return reference
}

/** The EIP-55 form of a 0x address; throws 'Invalid sign-in message: address …' for anything else. */
export function checksumAddress(address: string): string {
  check(EVM_ADDRESS.test(address), `address ${address}`)
  return getAddress(address)
}

/**
 * A nonce of `length` (≥ 8) characters from [A-Za-z0-9], drawn from the
 * platform CSPRNG. Bytes ≥ 248 are redrawn so every character is equally likely.
 */
export function generateSiweNonce(length = 16): string {
  if (!Number.isInteger(length) || length < 8)
    throw new RangeError('A nonce has at least 8 characters')
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 248 && nonce.length < length) nonce += NONCE_ALPHABET[byte % 62]
    }
  }
  return nonce
}

function validate(data: ParsedSiweMessage): void {
  if (data.scheme !== undefined) check(SCHEME.test(data.scheme), `scheme ${data.scheme}`)
  check(AUTHORITY.test(data.domain), `domain ${data.domain}`)
  check(URI.test(data.uri), `uri ${data.uri}`)
  check(data.version === '1', `version ${String(data.version)}`)
  check(NONCE.test(data.nonce), 'nonce (at least 8 letters or digits)')
  if (data.statement !== undefined) check(STATEMENT.test(data.statement), 'statement')
  check(data.issuedAt !== undefined, 'Issued At is required')
  checkDateTime(data.issuedAt, 'Issued At')
  checkDateTime(data.expirationTime, 'Expiration Time')
  checkDateTime(data.notBefore, 'Not Before')
  if (data.requestId !== undefined) check(REQUEST_ID.test(data.requestId), 'Request ID')
  for (const resource of data.resources ?? []) check(URI.test(resource), `resource ${resource}`)
}

/** The message text of `data`; throws 'Invalid sign-in message: …' for a field the ABNF refuses. */
export function createSiweMessageText(data: ParsedSiweMessage): string {
  validate(data)
  const reference = chainReference(data.chainId)
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain
  const lines = [
    `${origin}${HEADER_SUFFIX}`,
    checksumAddress(data.accountAddress),
    '',
    ...(data.statement !== undefined ? [data.statement, ''] : ['']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}

/** Reads the lines of a message in the grammar's order; each step consumes what it matched. */
function lineReader(text: string) {
  const lines = text.split('\n')
  let index = 0
  return {
    /** The value after `prefix` on the next line, or undefined (line not consumed). */
    optional(prefix: string): string | undefined {
      const line = lines[index]
      if (line === undefined || !line.startsWith(prefix)) return undefined
      index += 1
      return line.slice(prefix.length)
    },
    required(prefix: string, what: string): string {
      const value = this.optional(prefix)
      if (value === undefined) throw invalid(`${what} line missing`)
      return value
    },
    peek: () => lines[index],
    next: () => lines[index++],
    done: () => index >= lines.length,
  }
}

/** The data of an EIP-4361 message; throws 'Invalid sign-in message: …' unless it follows the ABNF. */
export function parseSiweMessage(text: string): ParsedSiweMessage {
  check(!text.includes('\r'), 'line breaks must be LF')
  const read = lineReader(text)
  const header = read.next() ?? ''
  check(header.endsWith(HEADER_SUFFIX), 'header')
  const origin = header.slice(0, -HEADER_SUFFIX.length)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd >= 0 ? origin.slice(0, schemeEnd) : undefined
  const domain = schemeEnd >= 0 ? origin.slice(schemeEnd + 3) : origin
  const accountAddress = read.next() ?? ''
  check(EVM_ADDRESS.test(accountAddress), 'address')
  check(getAddress(accountAddress) === accountAddress, 'address is not EIP-55 checksummed')
  check(read.next() === '', 'blank line after the address')
  // `[ statement LF ] LF`: a statement is a non-empty line followed by a blank one.
  let statement: string | undefined
  if (read.peek() !== '') {
    statement = read.next()
    check(read.next() === '', 'blank line after the statement')
  } else read.next()
  const uri = read.required('URI: ', 'URI')
  const version = read.required('Version: ', 'Version')
  const reference = read.required('Chain ID: ', 'Chain ID')
  check(CHAIN_ID.test(reference), 'Chain ID')
  const nonce = read.required('Nonce: ', 'Nonce')
  const issuedAt = read.required('Issued At: ', 'Issued At')
  const expirationTime = read.optional('Expiration Time: ')
  const notBefore = read.optional('Not Before: ')
  const requestId = read.optional('Request ID: ')
  let resources: string[] | undefined
  if (read.optional('Resources:') !== undefined) {
    resources = []
    for (
      let resource = read.optional('- ');
      resource !== undefined;
      resource = read.optional('- ')
    ) {
      resources.push(resource)
    }
  }
  check(read.done(), `unexpected line "${read.peek() ?? ''}"`)
  const data: ParsedSiweMessage = {
    domain,
    accountAddress,
    uri,
    version: version as '1',
    chainId: `eip155:${reference}`,
    nonce,
    issuedAt,
  }
  if (scheme !== undefined) data.scheme = scheme
  if (statement !== undefined) data.statement = statement
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  if (notBefore !== undefined) data.notBefore = notBefore
  if (requestId !== undefined) data.requestId = requestId
  if (resources !== undefined) data.resources = resources
  validate(data)
  return data
}

/**
 * Refuses a message about another site, page, chain or account than the one
 * expected: a signature over it would sign the user in somewhere else.
 */
export function assertSiweMessageMatches(
  message: SIWXMessageData,
  expected: SiweExpectations,
): void {
  if (expected.domain !== undefined) check(message.domain === expected.domain, 'domain mismatch')
  if (expected.uri !== undefined) check(message.uri === expected.uri, 'uri mismatch')
  if (expected.chainId !== undefined) check(message.chainId === expected.chainId, 'chain mismatch')
  if (expected.address !== undefined) {
    check(
      message.accountAddress.toLowerCase() === expected.address.toLowerCase(),
      'address mismatch',
    )
  }
}
