/**
 * WalletConnect v2 pairing URIs (`wc:<topic>@2?relay-protocol=irn&symKey=…&expiryTimestamp=…`):
 * parsed and checked before the SDK shows one as a QR code or hands it to a wallet's deep
 * link, so a malformed or foreign URI never reaches the visitor.
 */

import { ValidationError } from '@airlock/protocol'

export interface PairingUri {
  /** 32 bytes, lowercase hex. */
  topic: string
  version: 2
  relayProtocol: string
  /** 32 bytes, lowercase hex: the pairing's symmetric key. */
  symKey: string
  /** When the pairing expires, in ms since the epoch (the URI carries seconds); undefined when absent. */
  expiresAt: number | undefined
  /** Methods the pairing announces (`methods=[wc_sessionPropose],[…]`), when present. */
  methods: string[] | undefined
}

/** A pairing URI that is not one: a ValidationError whose message says what is wrong. */
export class PairingUriError extends ValidationError {
  override readonly name: string = 'PairingUriError'
  constructor(message: string) {
    super('PAIRING_URI_INVALID', { message })
  }
}

const HEX_32 = /^[0-9a-f]{64}$/
const SHAPE = /^wc:([^@?]*)@([^?]*)\?(.*)$/

export function parsePairingUri(uri: string): PairingUri {
  if (!uri.startsWith('wc:')) throw new PairingUriError('A pairing URI starts with "wc:".')
  const match = SHAPE.exec(uri)
  if (!match) throw new PairingUriError('A pairing URI has the form wc:<topic>@2?<parameters>.')
  const [, topic = '', version = '', query = ''] = match
  if (!HEX_32.test(topic))
    throw new PairingUriError('The pairing topic must be 64 lowercase hex characters.')
  if (version !== '2')
    throw new PairingUriError(`Only WalletConnect v2 pairing URIs are supported, not @${version}.`)
  const params = new URLSearchParams(query)
  const relayProtocol = params.get('relay-protocol')
  if (!relayProtocol) throw new PairingUriError('The pairing URI names no relay-protocol.')
  const symKey = params.get('symKey') ?? ''
  if (!HEX_32.test(symKey))
    throw new PairingUriError('The pairing symKey must be 64 lowercase hex characters.')
  const expiry = params.get('expiryTimestamp')
  let expiresAt: number | undefined
  if (expiry !== null) {
    if (!/^[1-9][0-9]{0,11}$/.test(expiry))
      throw new PairingUriError('The pairing expiryTimestamp must be whole seconds since 1970.')
    expiresAt = Number(expiry) * 1000
  }
  const methods = params.get('methods')
  return {
    topic,
    version: 2,
    relayProtocol,
    symKey,
    expiresAt,
    methods: methods ? (methods.match(/[^[\],]+/g) ?? []) : undefined,
  }
}

/** parsePairingUri without the throw: the URI, or undefined when it is not one. */
export function readPairingUri(uri: string): PairingUri | undefined {
  try {
    return parsePairingUri(uri)
  } catch (error) {
    if (error instanceof PairingUriError) return undefined
    throw error
  }
}
