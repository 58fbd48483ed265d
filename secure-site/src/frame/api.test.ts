import { describe, expect, it } from 'vitest'
import { ApiPaths } from '../shared/apiContract'
import { ApiError, createApiClient } from './api'
import { createSessionStore } from './session'
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
  const api = createApiClient({ fetch: http.fetch, session })
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
    const api = createApiClient({ fetch: http.fetch, session: createSessionStore(memoryStorage()) })
    await expect(api.call(ApiPaths.EMAIL_START, { body: {} })).rejects.toThrow(
      'Please try again after 12 seconds',
    )
  })
})
