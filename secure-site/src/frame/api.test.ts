import { EmbeddedJWK, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { ApiPaths } from '../shared/apiContract'
import { sha256Base64url } from '../shared/deviceProof'
import { ApiError, createApiClient } from './api'
import { createDeviceKeys } from './deviceKey'
import { createSessionStore } from './sessionStore'
import { memoryStorage } from './storage'
import { fakeFetch } from './testing'

function setup(refreshStatus: number) {
  const session = createSessionStore(memoryStorage(), () => '00000000-0000-4000-8000-000000000000')
  session.save({ accessToken: 'old', refreshToken: 'r1' })
  let refreshes = 0
  const http = fakeFetch({
    [ApiPaths.USER]: (_body, headers) =>
      headers.get('authorization') === 'Bearer new'
        ? { status: 200, body: { ok: true } }
        : { status: 401, body: { message: 'Session Expired' } },
    [ApiPaths.REFRESH]: () => {
      refreshes++
      return refreshStatus === 200
        ? { status: 200, body: { accessToken: 'new', refreshToken: 'r2' } }
        : { status: refreshStatus, body: { message: 'Session Expired' } }
    },
  })
  const api = createApiClient({
    fetch: http.fetch,
    session,
    deviceKeys: createDeviceKeys(undefined),
  })
  return { api, session, http, refreshes: () => refreshes }
}

describe('api client sessions', () => {
  it('refreshes once on 401 and retries, even for concurrent calls', async () => {
    const { api, session, refreshes, http } = setup(200)
    const results = await Promise.all([
      api.call(ApiPaths.USER, { auth: true }),
      api.call(ApiPaths.USER, { auth: true }),
    ])
    expect(results).toEqual([{ ok: true }, { ok: true }])
    expect(refreshes()).toBe(1)
    expect(session.tokens()).toEqual({ accessToken: 'new', refreshToken: 'r2' })
    const refresh = http.calls.find((call) => call.path === ApiPaths.REFRESH)
    expect(refresh?.body).toEqual({
      refreshToken: 'r1',
      deviceId: '00000000-0000-4000-8000-000000000000',
    })
  })

  it('clears an expired session and reports the message the host maps to Session Expired', async () => {
    const { api, session } = setup(401)
    const error = await api.call(ApiPaths.USER, { auth: true }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('JWT validation error: JWT Token is not yet valid')
    expect(session.tokens()).toBeNull()
  })

  it('passes server error messages through unchanged', async () => {
    const http = fakeFetch({
      [ApiPaths.EMAIL_START]: () => ({
        status: 429,
        body: { message: 'Please try again after 12 seconds' },
      }),
    })
    const api = createApiClient({
      fetch: http.fetch,
      session: createSessionStore(memoryStorage()),
      deviceKeys: createDeviceKeys(undefined),
    })
    await expect(api.call(ApiPaths.EMAIL_START, { body: {} })).rejects.toThrow(
      'Please try again after 12 seconds',
    )
  })
})

describe('api client device proofs', () => {
  const claimsOf = (proof: string | null) =>
    JSON.parse(
      Buffer.from((proof ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>

  it('proves every send with the device key: path, exact body, token, a fresh jti each', async () => {
    const deviceKeys = createDeviceKeys(undefined)
    const { api, http } = (() => {
      const session = createSessionStore(
        memoryStorage(),
        () => '00000000-0000-4000-8000-000000000000',
      )
      session.save({ accessToken: 'old', refreshToken: 'r1' })
      const http = fakeFetch({
        [ApiPaths.USER]: (_body, headers) =>
          headers.get('authorization') === 'Bearer new'
            ? { status: 200, body: { ok: true } }
            : { status: 401, body: { message: 'Session Expired' } },
        [ApiPaths.REFRESH]: () => ({
          status: 200,
          body: { accessToken: 'new', refreshToken: 'r2' },
        }),
      })
      return { api: createApiClient({ fetch: http.fetch, session, deviceKeys }), http }
    })()
    await api.call(ApiPaths.USER, { auth: true })
    const key = await deviceKeys.key()
    const proofs = []
    for (const call of http.calls) {
      const proof = call.headers.get('DPoP')
      const { payload, protectedHeader } = await jwtVerify(proof ?? '', EmbeddedJWK, {
        typ: 'dpop+jwt',
        algorithms: ['ES256'],
      })
      expect(protectedHeader.jwk).toEqual(key.publicJwk)
      const sentBody = call.body === undefined ? '' : JSON.stringify(call.body)
      const token = call.headers.get('authorization')?.replace('Bearer ', '')
      expect(payload).toMatchObject({
        htm: call.body === undefined ? 'GET' : 'POST',
        htu: call.path,
        bh: await sha256Base64url(sentBody),
      })
      expect(payload.ath).toBe(token ? await sha256Base64url(token) : undefined)
      proofs.push(payload.jti)
    }
    // The call, the refresh (no token: no ath), the retry with the new token.
    expect(http.calls.map((call) => call.path)).toEqual([
      ApiPaths.USER,
      ApiPaths.REFRESH,
      ApiPaths.USER,
    ])
    expect(new Set(proofs).size).toBe(3)
  })

  it("signs again once on the server's clock when the device clock is off", async () => {
    const serverNow = Date.parse('2030-01-01T00:10:00Z')
    const sent: string[] = []
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const proof = new Headers(init?.headers).get('DPoP') ?? ''
      sent.push(proof)
      const iat = Number(claimsOf(proof).iat)
      const fresh = Math.abs(iat - serverNow / 1000) <= 60
      return new Response(
        JSON.stringify(
          fresh
            ? { ok: true }
            : { message: "Device proof is outside its time window: check this device's clock" },
        ),
        {
          status: fresh ? 200 : 401,
          headers: { 'content-type': 'application/json', date: new Date(serverNow).toUTCString() },
        },
      )
    }) as typeof globalThis.fetch
    const api = createApiClient({
      fetch,
      session: createSessionStore(memoryStorage()),
      deviceKeys: createDeviceKeys(undefined),
      // Ten minutes slow.
      now: () => serverNow - 10 * 60 * 1000,
    })
    expect(await api.call(ApiPaths.EMAIL_START, { body: {} })).toEqual({ ok: true })
    expect(sent).toHaveLength(2)
    // Learnt once: the next call is signed right the first time.
    await api.call(ApiPaths.EMAIL_START, { body: {} })
    expect(sent).toHaveLength(3)
  })

  it('answers with an exact message when the browser cannot make a device key', async () => {
    const http = fakeFetch({})
    const api = createApiClient({
      fetch: http.fetch,
      session: createSessionStore(memoryStorage()),
      deviceKeys: { key: () => Promise.reject(new Error('no WebCrypto')) },
    })
    await expect(api.call(ApiPaths.EMAIL_START, { body: {} })).rejects.toThrow(
      /^This browser could not make a device key for the wallet$/,
    )
    expect(http.calls).toHaveLength(0)
  })
})
