/**
 * Sign In With Solana message text (the Phantom spec, as @solana/wallet-standard-util's
 * createSignInMessageText writes it and as wallets build it for `solana:signIn`): built
 * from the sign-in data, and read back field by field to check what a wallet signed.
 */
import { AirlockError, type CaipNetworkId, parseCaipNetworkId } from '@airlock/protocol'
import { isSameSolanaChain, SIWS_CHAIN_IDS } from '../connectors/solana/solanaChains'

import type { SIWXMessageData } from './types'

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:'

function invalid(what: string): AirlockError {
  return new AirlockError('SIGN_MESSAGE_FAILED', { message: `Invalid sign-in message: ${what}` })
}

/** The SIWS text of `data`; the Chain ID line carries the CAIP-2 id. */
export function createSiwsMessageText(data: SIWXMessageData): string {
  let text = `${data.domain}${HEADER_SUFFIX}\n${data.accountAddress}`
  if (data.statement) text += `\n\n${data.statement}`
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
  ]
  if (data.issuedAt) fields.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) fields.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) fields.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) fields.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length)
    fields.push(`Resources:${data.resources.map((resource) => `\n- ${resource}`).join('')}`)
  return `${text}\n\n${fields.join('\n')}`
}

const FIELDS = {
  'URI: ': 'uri',
  'Version: ': 'version',
  'Chain ID: ': 'chainId',
  'Nonce: ': 'nonce',
  'Issued At: ': 'issuedAt',
  'Expiration Time: ': 'expirationTime',
  'Not Before: ': 'notBefore',
  'Request ID: ': 'requestId',
} as const

/** The data of a SIWS message; throws 'Invalid sign-in message: …' when it is not one. */
export function parseSiwsMessage(text: string): SIWXMessageData {
  if (text.includes('\r')) throw invalid('line breaks must be LF')
  const [header = '', address = '', ...rest] = text.split('\n')
  if (!header.endsWith(HEADER_SUFFIX)) throw invalid('header')
  const domain = header.slice(0, -HEADER_SUFFIX.length)
  const found: Partial<Record<(typeof FIELDS)[keyof typeof FIELDS], string>> = {}
  const resources: string[] = []
  const statementLines: string[] = []
  let inFields = false
  let inResources = false
  for (const line of rest) {
    const prefix = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((key) =>
      line.startsWith(key),
    )
    if (prefix) {
      inFields = true
      const key = FIELDS[prefix]
      if (found[key] !== undefined) throw invalid(`${key} twice`)
      found[key] = line.slice(prefix.length)
    } else if (line === 'Resources:') {
      inFields = true
      inResources = true
    } else if (inResources && line.startsWith('- ')) resources.push(line.slice(2))
    else if (inFields) throw invalid(`unexpected line ${JSON.stringify(line)}`)
    else statementLines.push(line)
  }
  const { uri, version, chainId, nonce } = found
  if (!domain || !address || !uri || version !== '1' || !chainId || !nonce)
    throw invalid('a required field is missing')
  // A wallet's `solana:signIn` writes the cluster's name (`solana:mainnet`, `localnet`).
  if (!SIWS_CHAIN_IDS.includes(chainId)) parseCaipNetworkId(chainId)
  // Between the address and the fields: blank, the statement, blank (or one blank line).
  const statement = statementLines.join('\n').trim()
  return {
    domain,
    accountAddress: address,
    uri,
    version,
    chainId: chainId as CaipNetworkId,
    nonce,
    issuedAt: found.issuedAt,
    expirationTime: found.expirationTime,
    notBefore: found.notBefore,
    requestId: found.requestId,
    statement: statement || undefined,
    resources: resources.length ? resources : undefined,
  }
}

/**
 * parseSiwsMessage, where a Chain ID that names `chainId`'s cluster as wallets write it
 * (`solana:mainnet`, `localnet`: solanaChains.ts) reads as `chainId`; any other stays as
 * written, and so fails the session's chain check.
 */
export function parseSiwsMessageFor(text: string, chainId: CaipNetworkId): SIWXMessageData {
  const data = parseSiwsMessage(text)
  return isSameSolanaChain(data.chainId, chainId) ? { ...data, chainId } : data
}
