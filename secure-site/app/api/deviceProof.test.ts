/**
 * The sign-in and refresh routes through their own handlers: no session without a
 * device proof, a refresh only by the key the sign-in is bound to, no proof twice.
 * (The authenticated routes: sessionLimits.routes.test.ts sends proofs, and checks that
 * none of them takes a session without one.)
 */

import type { DbHandle } from '@server/db/client'
import { createTestDb } from '@server/db/testing'
import { otherDeviceKey, proofHeaders } from '@server/http/deviceProof.testing'
import type { ApiContext } from '@server/wiring/apiContext'
import { signInForTest, TEST_PUBLIC_URL, type TestApi, testContext } from '@server/wiring/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const state = vi.hoisted((): { context?: ApiContext } => ({}))
function context(): ApiContext {
  if (!state.context) throw new Error('the API context is not ready')
  return state.context
}
vi.mock('@server/wiring/apiContext', () => ({ apiContext: async () => context() }))
vi.mock('@server/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@server/config/env')>()),
  getConfig: () => context().config,
}))

const DEVICE = 'cccccccc-0000-4000-8000-0000000000f9'
let handle: DbHandle | undefined
let t: TestApi

beforeAll(async () => {
  handle = await createTestDb('pglite')
  t = testContext(handle.db)
  state.context = t.context
})

afterAll(async () => {
  await handle?.close()
})

type Post = (request: Request) => Promise<Response>

async function send(post: Post, path: string, body: unknown, headers: Record<string, string>) {
  const response = await post(
    new Request(`${TEST_PUBLIC_URL}${path}`, {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const SIGN_INS: [string, () => Promise<{ POST: Post }>, unknown][] = [
  [
    '/api/auth/otp',
    () => import('./auth/otp/route'),
    { email: 'a@example.com', otp: '123456', deviceId: DEVICE, projectId: 'demo' },
  ],
  [
    '/api/auth/social/redeem',
    () => import('./auth/social/redeem/route'),
    {
      flowId: '00000000-0000-4000-8000-000000000002',
      secret: 's'.repeat(43),
      deviceId: DEVICE,
      projectId: 'demo',
    },
  ],
  [
    '/api/auth/farcaster/connect',
    () => import('./auth/farcaster/connect/route'),
    {
      flowId: '00000000-0000-4000-8000-000000000001',
      secret: 's'.repeat(43),
      deviceId: DEVICE,
      projectId: 'demo',
    },
  ],
]

describe('device proofs on the sign-in and refresh routes', () => {
  it("refuses every sign-in without a proof: 'Device proof required'", async () => {
    for (const [path, load, body] of SIGN_INS) {
      const { POST } = await load()
      expect(await send(POST, path, body, {}), path).toEqual({
        status: 401,
        body: { message: 'Device proof required' },
      })
    }
  })

  it('refreshes with a proof by the sign-in key only, and never with the same proof twice', async () => {
    const { POST } = await import('./auth/refresh/route')
    const path = '/api/auth/refresh'
    const tokens = await signInForTest(t, 'refresh-route@example.com', DEVICE)
    const body = { refreshToken: tokens.refreshToken, deviceId: DEVICE }
    const prove = async (key?: Awaited<ReturnType<typeof otherDeviceKey>>) =>
      proofHeaders({
        url: `${TEST_PUBLIC_URL}${path}`,
        body: JSON.stringify(body),
        now: t.context.clock().getTime(),
        ...(key ? { key } : {}),
      })
    expect(await send(POST, path, body, {})).toEqual({
      status: 401,
      body: { message: 'Device proof required' },
    })
    expect(await send(POST, path, body, await prove(await otherDeviceKey()))).toEqual({
      status: 401,
      body: { message: 'Session is bound to another device' },
    })
    const proof = await prove()
    const renewed = await send(POST, path, body, proof)
    expect(renewed.status).toBe(200)
    expect(renewed.body.refreshToken).not.toBe(tokens.refreshToken)
    expect(await send(POST, path, body, proof)).toEqual({
      status: 401,
      body: { message: 'Device proof already used' },
    })
  })
})
