import { ValidationError } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { PairingUriError, parsePairingUri, readPairingUri } from './pairingUri'

const TOPIC = '37fdc703f2e49a79e0a636e212a22e671bee45d50527c8d04e44802fcea256ee'
const KEY = '14301fc74ad00d9f37a9cd26c001a3ee8b46f56a90e353f340eb0e612c160994'
// As @walletconnect/sign-client 2.21.8 prints it.
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1795659631`

describe('parsePairingUri', () => {
  it('reads a 2.21.8 pairing URI', () => {
    expect(parsePairingUri(URI)).toEqual({
      topic: TOPIC,
      version: 2,
      relayProtocol: 'irn',
      symKey: KEY,
      expiresAt: 1_795_659_631_000,
      methods: undefined,
    })
  })

  it('reads announced methods and a URI without expiry', () => {
    const uri = `wc:${TOPIC}@2?symKey=${KEY}&relay-protocol=irn&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]`
    expect(parsePairingUri(uri)).toMatchObject({
      expiresAt: undefined,
      methods: ['wc_sessionPropose', 'wc_authRequest', 'wc_authBatchRequest'],
    })
  })

  it.each([
    ['https://example.com', 'A pairing URI starts with "wc:".'],
    [`wc:${TOPIC}`, 'A pairing URI has the form wc:<topic>@2?<parameters>.'],
    [
      `wc:${TOPIC.toUpperCase()}@2?relay-protocol=irn&symKey=${KEY}`,
      'The pairing topic must be 64 lowercase hex characters.',
    ],
    [
      `wc:${TOPIC}@1?relay-protocol=irn&symKey=${KEY}`,
      'Only WalletConnect v2 pairing URIs are supported, not @1.',
    ],
    [`wc:${TOPIC}@2?symKey=${KEY}`, 'The pairing URI names no relay-protocol.'],
    [
      `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY.slice(2)}`,
      'The pairing symKey must be 64 lowercase hex characters.',
    ],
    [
      `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=-5`,
      'The pairing expiryTimestamp must be whole seconds since 1970.',
    ],
    [
      `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1e9`,
      'The pairing expiryTimestamp must be whole seconds since 1970.',
    ],
  ])('refuses %s', (uri, message) => {
    expect(() => parsePairingUri(uri)).toThrow(new PairingUriError(message))
    expect(readPairingUri(uri)).toBeUndefined()
  })

  it('refuses with a ValidationError of the catalogue code PAIRING_URI_INVALID', () => {
    const error = (() => {
      try {
        parsePairingUri('https://example.com')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ code: 'PAIRING_URI_INVALID', name: 'PairingUriError' })
  })

  it('refuses a URI that smuggles script into the topic', () => {
    expect(readPairingUri(`wc:<script>@2?relay-protocol=irn&symKey=${KEY}`)).toBeUndefined()
  })
})
