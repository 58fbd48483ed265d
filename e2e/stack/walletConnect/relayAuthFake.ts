/** Signs relay tokens the way `@walletconnect/relay-auth` does, for tests that speak raw `ws`. */
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { encodeDidKey } from './relayAuth'

export interface FakeRelayKey {
  secretKey: Uint8Array
  clientId: string
}

export function fakeRelayKey(): FakeRelayKey {
  const secretKey = new Uint8Array(randomBytes(32))
  return { secretKey, clientId: encodeDidKey(ed25519.getPublicKey(secretKey)) }
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function signRelayJwt(
  key: FakeRelayKey,
  aud: string,
  overrides: { header?: object; payload?: object; iss?: string } = {},
): string {
  const iat = Math.floor(Date.now() / 1000)
  const header = part({ alg: 'EdDSA', typ: 'JWT', ...overrides.header })
  const payload = part({
    iss: overrides.iss ?? key.clientId,
    sub: 'test-session',
    aud,
    iat,
    exp: iat + 86_400,
    ...overrides.payload,
  })
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${payload}`), key.secretKey)
  return `${header}.${payload}.${Buffer.from(signature).toString('base64url')}`
}
