/**
 * Device proofs in the tests (secure-site/src/shared/deviceProof.ts, issue 22 §3).
 *
 * `inFrameProvedCall` runs inside the secure frame (`secureFrame(page).evaluate`): an API
 * call as the frame's own client makes it, proved by the frame's device key read from
 * the origin's IndexedDB (the key cannot be exported, but the origin may sign with it).
 * Self-contained: Playwright sends its source, not its imports.
 */
import {
  DEVICE_PROOF_HEADER,
  type DeviceKey,
  generateDeviceKeyPair,
  publicJwkOf,
  signDeviceProof,
} from '../../../secure-site/src/shared/deviceProof'

/** A key of the attacker's own, made in Node: it proves requests, but no session is bound to it. */
export async function attackerKey(): Promise<DeviceKey> {
  const pair = await generateDeviceKeyPair()
  return { privateKey: pair.privateKey, publicJwk: await publicJwkOf(pair.publicKey) }
}

/** The proof header a script makes with `key` for a POST of `body` to `path`. */
export async function scriptProofHeader(
  key: DeviceKey,
  path: string,
  body: string,
  accessToken?: string,
): Promise<Record<string, string>> {
  const proof = await signDeviceProof(key, {
    method: 'POST',
    path,
    body,
    accessToken,
    now: Date.now(),
  })
  return { [DEVICE_PROOF_HEADER]: proof }
}

export interface InFrameCall {
  path: string
  body: unknown
  accessToken?: string
}

export async function inFrameProvedCall(
  call: InFrameCall,
): Promise<{ status: number; body: unknown }> {
  const stored = await new Promise<CryptoKeyPair | undefined>((resolve, reject) => {
    const open = indexedDB.open('@airlock-frame/keys', 1)
    // A frame that has not called its API yet has made no key (nor the store).
    open.onupgradeneeded = () => open.result.createObjectStore('keys')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      try {
        const get = open.result.transaction('keys').objectStore('keys').get('device')
        get.onerror = () => reject(get.error)
        get.onsuccess = () => resolve(get.result as CryptoKeyPair | undefined)
      } catch (error) {
        reject(error)
      }
    }
  })
  // None stored: a key for this call only (what the frame's in-memory fallback does).
  const pair =
    stored ??
    (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]))
  const encoder = new TextEncoder()
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  const sha = async (text: string) =>
    b64(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  const body = JSON.stringify(call.body)
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } }
  const payload = {
    htm: 'POST',
    htu: call.path,
    bh: await sha(body),
    ...(call.accessToken ? { ath: await sha(call.accessToken) } : {}),
    iat: Math.floor(Date.now() / 1000),
    jti: crypto.randomUUID(),
  }
  const input = `${b64(encoder.encode(JSON.stringify(header)))}.${b64(encoder.encode(JSON.stringify(payload)))}`
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.privateKey,
      encoder.encode(input),
    ),
  )
  const response = await fetch(call.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      DPoP: `${input}.${b64(signature)}`,
      ...(call.accessToken ? { authorization: `Bearer ${call.accessToken}` } : {}),
    },
    body,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}
