import { eq } from 'drizzle-orm'
import { calculateJwkThumbprint, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { sha256Base64url } from '../../shared/deviceProof'
import { deviceProofs } from '../db/schema'
import { describeEachDb } from '../db/testing'
import { pruneExpired } from '../maintenance/prune'
import { signInForTest, TEST_PUBLIC_URL, testContext } from '../wiring/testing'
import {
  authenticateDevice,
  consumeDeviceProof,
  DEVICE_PROOF_WINDOW_S,
  type ProvedRequest,
  signInMeta,
  verifyDeviceProof,
} from './deviceProof'
import { otherDeviceKey, proofHeaders, TEST_DEVICE_JKT, testDeviceKey } from './deviceProof.testing'

const NOW = Date.parse('2030-01-01T00:00:00Z')
const URL_RPC = `${TEST_PUBLIC_URL}/api/wallet/rpc`
const BODY = '{"method":"personal_sign","params":["0x68656c6c6f"]}'
const TOKEN = 'header.payload.signature'

function proved(headers: Record<string, string>, over: Partial<ProvedRequest> = {}): ProvedRequest {
  return {
    method: 'POST',
    url: URL_RPC,
    headers: new Headers(headers),
    body: BODY,
    accessToken: TOKEN,
    ...over,
  }
}

const valid = (over: Partial<Parameters<typeof proofHeaders>[0]> = {}) =>
  proofHeaders({ url: URL_RPC, body: BODY, accessToken: TOKEN, now: NOW, ...over })

/** A proof with chosen header and claims, signed by the test key (or `key`). */
async function crafted(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
): Promise<Record<string, string>> {
  const key = await testDeviceKey()
  const payload = {
    htm: 'POST',
    htu: '/api/wallet/rpc',
    bh: await sha256Base64url(BODY),
    ath: await sha256Base64url(TOKEN),
    iat: NOW / 1000,
    jti: 'j1',
    ...claims,
  }
  const jws = await new SignJWT(payload)
    .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.publicJwk, ...header } as never)
    .sign(key.privateKey)
  return { DPoP: jws }
}

describe('verifyDeviceProof', () => {
  const verify = (request: ProvedRequest) => verifyDeviceProof(request, new Date(NOW))

  it('accepts a proof for this request and names its key by RFC 7638 thumbprint', async () => {
    const proof = await verify(proved(await valid({ jti: 'abc' })))
    const key = await testDeviceKey()
    expect(proof.jkt).toBe(await calculateJwkThumbprint(key.publicJwk, 'sha256'))
    expect(proof.jkt).toBe(TEST_DEVICE_JKT)
    expect(proof.id).toBe(`${TEST_DEVICE_JKT}.abc`)
    expect(proof.expiresAt.getTime()).toBe(NOW + DEVICE_PROOF_WINDOW_S * 1000)
  })

  it("refuses a request without one: 'Device proof required'", async () => {
    await expect(verify(proved({}))).rejects.toThrow(/^Device proof required$/)
  })

  it("refuses what is not a valid ES256 dpop+jwt by its own key: 'Device proof invalid'", async () => {
    const other = await otherDeviceKey()
    const key = await testDeviceKey()
    const cases: Record<string, string>[] = [
      { DPoP: 'not-a-jws' },
      { DPoP: 'a'.repeat(5000) },
      await crafted({ typ: 'JWT' }, {}),
      // The header names another key than the one that signed.
      await crafted({ jwk: other.publicJwk }, {}),
      // A private key in the header.
      await crafted(
        { jwk: { ...key.publicJwk, d: 'mapkzuVmGoTO0rFjks8gNcimO3_SyFxgN6dI7imdsIo' } },
        {},
      ),
      await crafted({ jwk: undefined }, {}),
      await crafted({}, { jti: undefined }),
      await crafted({}, { jti: 'x'.repeat(200) }),
      await crafted({}, { bh: undefined }),
    ]
    const hs256 = await new SignJWT({
      htm: 'POST',
      htu: '/api/wallet/rpc',
      iat: NOW / 1000,
      jti: 'h',
    })
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'HS256' })
      .sign(new Uint8Array(32))
    cases.push({ DPoP: hs256 })
    for (const headers of cases) {
      await expect(verify(proved(headers)), JSON.stringify(headers)).rejects.toThrow(
        /^Device proof invalid$/,
      )
    }
  })

  it("refuses a proof of another method, path, body or token: 'Device proof is for another request'", async () => {
    const headers = await valid()
    for (const over of [
      { method: 'GET' as const },
      { url: `${TEST_PUBLIC_URL}/api/wallet/approvals` },
      { body: `${BODY} ` },
      { accessToken: 'another.access.token' },
      { accessToken: undefined },
    ]) {
      await expect(verify(proved(headers, over)), JSON.stringify(over)).rejects.toThrow(
        /^Device proof is for another request$/,
      )
    }
    // A proof without ath cannot stand for a request that sends a token.
    await expect(verify(proved(await crafted({}, { ath: undefined })))).rejects.toThrow(
      /^Device proof is for another request$/,
    )
  })

  it('refuses a proof older or newer than the window', async () => {
    const message = /^Device proof is outside its time window: check this device's clock$/
    const late = (DEVICE_PROOF_WINDOW_S + 1) * 1000
    await expect(verify(proved(await valid({ now: NOW - late })))).rejects.toThrow(message)
    await expect(verify(proved(await valid({ now: NOW + late })))).rejects.toThrow(message)
    await verify(proved(await valid({ now: NOW - DEVICE_PROOF_WINDOW_S * 1000 })))
  })
})

const PHONE = 'aaaaaaaa-0000-4000-8000-0000000000d1'

describeEachDb('device proofs against sessions', (getDb) => {
  it("uses a proof once: 'Device proof already used'", async () => {
    const t = testContext(getDb())
    const proof = await verifyDeviceProof(proved(await valid()), new Date(NOW))
    await consumeDeviceProof(t.context.db, proof)
    await expect(consumeDeviceProof(t.context.db, proof)).rejects.toThrow(
      /^Device proof already used$/,
    )
  })

  it('signs a session in with the key of its proof, once per proof', async () => {
    const t = testContext(getDb())
    const url = `${TEST_PUBLIC_URL}/api/auth/otp`
    const now = t.context.clock().getTime()
    const headers = new Headers(await proofHeaders({ url, body: '{}', now }))
    const meta = await signInMeta(t.context, { url, headers, body: '{}' })
    expect(meta.deviceKey).toBe(TEST_DEVICE_JKT)
    await expect(signInMeta(t.context, { url, headers, body: '{}' })).rejects.toThrow(
      /^Device proof already used$/,
    )
    await expect(
      signInMeta(t.context, { url, headers: new Headers(), body: '{}' }),
    ).rejects.toThrow(/^Device proof required$/)
  })

  it('authenticates only with a fresh proof by the key the session is bound to', async () => {
    const t = testContext(getDb())
    const tokens = await signInForTest(t, 'proof@example.com', PHONE)
    const now = t.context.clock().getTime()
    const request = async (headers: Record<string, string>) => ({
      method: 'POST' as const,
      url: URL_RPC,
      body: BODY,
      headers: new Headers({ authorization: `Bearer ${tokens.accessToken}`, ...headers }),
    })
    const good = await proofHeaders({
      url: URL_RPC,
      body: BODY,
      accessToken: tokens.accessToken,
      now,
    })
    const auth = await authenticateDevice(t.context, await request(good), 'rpcPerSession')
    expect(auth.user.email).toBe('proof@example.com')
    // The same proof again, as an eavesdropper would replay it.
    await expect(authenticateDevice(t.context, await request(good))).rejects.toThrow(
      /^Device proof already used$/,
    )
    // The stolen token with a proof by the thief's own key.
    const theirs = await proofHeaders({
      url: URL_RPC,
      body: BODY,
      accessToken: tokens.accessToken,
      now,
      key: await otherDeviceKey(),
    })
    await expect(authenticateDevice(t.context, await request(theirs))).rejects.toThrow(
      /^Session is bound to another device$/,
    )
    await expect(authenticateDevice(t.context, await request({}))).rejects.toThrow(
      /^Device proof required$/,
    )
    await expect(
      authenticateDevice(t.context, {
        method: 'POST',
        url: URL_RPC,
        body: BODY,
        headers: new Headers(good),
      }),
    ).rejects.toThrow(/^Session Expired$/)
  })

  it('prunes a used proof once its window has closed', async () => {
    const t = testContext(getDb())
    const now = t.context.clock().getTime()
    const proof = await verifyDeviceProof(
      proved(await valid({ now, jti: 'prune-me' })),
      new Date(now),
    )
    await consumeDeviceProof(t.context.db, proof)
    expect((await pruneExpired(t.context.db, t.context.clock)).deviceProofs).toBe(0)
    t.advance(DEVICE_PROOF_WINDOW_S + 1)
    // This file's other proofs (same clock) go too.
    expect((await pruneExpired(t.context.db, t.context.clock)).deviceProofs).toBeGreaterThan(0)
    const [left] = await t.context.db
      .select()
      .from(deviceProofs)
      .where(eq(deviceProofs.id, proof.id))
    expect(left).toBeUndefined()
  })
})
