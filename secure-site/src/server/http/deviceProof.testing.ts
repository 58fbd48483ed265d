/**
 * The device key the server tests' frame holds: a fixed P-256 key (test only), so its
 * thumbprint is a constant that TEST_META can name without awaiting anything, and proofs
 * made with it for any request (proofHeaders).
 */
import {
  DEVICE_PROOF_HEADER,
  type DeviceKey,
  generateDeviceKeyPair,
  publicJwkOf,
  signDeviceProof,
} from '../../shared/deviceProof'

const PUBLIC_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'j8j1oNMZaG0I6LnvG-HkhxAKdGOY-QWurtcuWBQr4c8',
  y: 'Vd7t7Wx0GmAh8wViGqykPA0WJKl2DW3bx7riRL3tb8w',
} as const
const PRIVATE_D = 'mapkzuVmGoTO0rFjks8gNcimO3_SyFxgN6dI7imdsIo'

/** RFC 7638 thumbprint of the test device key (checked in deviceProof.test.ts). */
export const TEST_DEVICE_JKT = 'WchzJmfKOjl4ujuTDJof6rtpj0kTZSr5J86Wbpi5dXY'

let testKey: Promise<DeviceKey> | undefined

export function testDeviceKey(): Promise<DeviceKey> {
  testKey ??= crypto.subtle
    .importKey(
      'jwk',
      { ...PUBLIC_JWK, d: PRIVATE_D },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    )
    .then((privateKey) => ({ privateKey, publicJwk: { ...PUBLIC_JWK } }))
  return testKey
}

/** Another browser's key: a fresh pair every call. */
export async function otherDeviceKey(): Promise<DeviceKey> {
  const pair = await generateDeviceKeyPair()
  return { privateKey: pair.privateKey, publicJwk: await publicJwkOf(pair.publicKey) }
}

export interface ProofFor {
  method?: 'GET' | 'POST'
  url: string
  body?: string
  accessToken?: string
  /** Milliseconds; the test's clock. */
  now: number
  key?: DeviceKey
  jti?: string
}

/** `{ DPoP: <proof> }` for the request, by the test device key unless `key` is given. */
export async function proofHeaders(request: ProofFor): Promise<Record<string, string>> {
  const proof = await signDeviceProof(request.key ?? (await testDeviceKey()), {
    method: request.method ?? 'POST',
    path: new URL(request.url).pathname,
    body: request.body ?? '',
    accessToken: request.accessToken,
    now: request.now,
    ...(request.jti === undefined ? {} : { jti: request.jti }),
  })
  return { [DEVICE_PROOF_HEADER]: proof }
}
