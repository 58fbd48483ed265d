import { describe, expect, it } from 'vitest'
import { ApiPaths, type SessionTokens } from '../shared/apiContract'
import { accountOf, adoptSession } from './adoptSession'
import { createApiClient } from './api'
import { createApprovalQueue } from './approval/queue'
import { createDeviceKeys } from './deviceKey'
import { silentLogger } from './log'
import { createSessionStore } from './sessionStore'
import { memoryStorage } from './storage'
import { fakeFetch, type Route, settle } from './testing'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'

/** An access token as the server makes them, as far as the frame reads one: its `sub`. */
const jwt = (sub: string, n = 1) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, sid: `s${n}` })).replace(/=+$/, '')}.sig${n}`
const tokensOf = (sub: string, n: number): SessionTokens => ({
  accessToken: jwt(sub, n),
  refreshToken: `refresh-${sub}-${n}`,
})

function harness(
  user: Route = () => ({
    status: 200,
    body: { email: 'victim@example.com', addresses: { eip155: EVM, solana: 'So1' } },
  }),
) {
  const http = fakeFetch({
    [ApiPaths.USER]: user,
    [ApiPaths.SIGN_OUT]: () => ({ status: 200, body: {} }),
    [ApiPaths.REFRESH]: () => ({ status: 401, body: { message: 'Session Expired' } }),
  })
  const session = createSessionStore(memoryStorage())
  const approvals = createApprovalQueue()
  const context = {
    session,
    approvals,
    log: silentLogger,
    api: createApiClient({ fetch: http.fetch, session, deviceKeys: createDeviceKeys(undefined) }),
  }
  const revoked = () =>
    http.calls
      .filter((call) => call.path === ApiPaths.SIGN_OUT)
      .map((call) => (call.body as { refreshToken: string }).refreshToken)
  return { context, session, approvals, revoked, http }
}

describe('adoptSession', () => {
  it('saves the first session of the frame without a card', async () => {
    const h = harness()
    await adoptSession(h.context, tokensOf('victim', 1), 'victim@example.com')
    expect(h.session.tokens()).toEqual(tokensOf('victim', 1))
    expect(h.revoked()).toEqual([])
  })

  it('replaces a session of the same account without a card, revoking the old refresh token', async () => {
    const h = harness()
    h.session.save(tokensOf('victim', 1))
    await adoptSession(h.context, tokensOf('victim', 2), 'victim@example.com')
    expect(h.session.tokens()).toEqual(tokensOf('victim', 2))
    expect(h.revoked()).toEqual(['refresh-victim-1'])
  })

  it('asks before another account replaces a live session; Approve switches and revokes the old one', async () => {
    const h = harness()
    h.session.save(tokensOf('victim', 1))
    const adopted = adoptSession(h.context, tokensOf('attacker', 1), 'attacker@example.com')
    await settle()
    expect(h.approvals.current()?.description).toEqual({
      kind: 'question',
      action: 'Switch wallets?',
      question: 'You are signed in as victim@example.com. Continue as attacker@example.com?',
      facts: [
        { label: 'Signed in as', value: 'victim@example.com' },
        { label: 'New sign-in', value: 'attacker@example.com' },
      ],
      note: expect.stringContaining('press Reject'),
    })
    // Nothing changed while the card is up.
    expect(h.session.tokens()).toEqual(tokensOf('victim', 1))
    expect(h.revoked()).toEqual([])
    h.approvals.decide(h.approvals.current()?.id ?? 0, true)
    await adopted
    expect(h.session.tokens()).toEqual(tokensOf('attacker', 1))
    expect(h.revoked()).toEqual(['refresh-victim-1'])
  })

  it('names a wallet without an email by its address', async () => {
    const h = harness(() => ({
      status: 200,
      body: { email: null, addresses: { eip155: EVM, solana: 'So1' } },
    }))
    h.session.save(tokensOf('victim', 1))
    void adoptSession(h.context, tokensOf('attacker', 1), 'mallory').catch(() => {})
    await settle()
    expect(h.approvals.current()?.description).toMatchObject({
      question: `You are signed in as ${EVM}. Continue as mallory?`,
    })
    h.approvals.abortAll()
  })

  it('on Reject keeps the old session, revokes the new one and says so', async () => {
    const h = harness()
    h.session.save(tokensOf('victim', 1))
    const adopted = adoptSession(h.context, tokensOf('attacker', 1), 'attacker@example.com')
    await settle()
    h.approvals.decide(h.approvals.current()?.id ?? 0, false)
    await expect(adopted).rejects.toThrow(
      'Sign-in cancelled: this browser stays signed in to its current wallet',
    )
    expect(h.session.tokens()).toEqual(tokensOf('victim', 1))
    expect(h.revoked()).toEqual(['refresh-attacker-1'])
  })

  it('revokes the new session when the card is withdrawn', async () => {
    const h = harness()
    h.session.save(tokensOf('victim', 1))
    const adopted = adoptSession(h.context, tokensOf('attacker', 1), 'attacker@example.com')
    await settle()
    h.approvals.abortAll()
    await expect(adopted).rejects.toThrow('Request was aborted')
    expect(h.session.tokens()).toEqual(tokensOf('victim', 1))
    expect(h.revoked()).toEqual(['refresh-attacker-1'])
  })

  it('replaces a session that was already dead without a card', async () => {
    const h = harness(() => ({ status: 401, body: { message: 'Session Expired' } }))
    h.session.save(tokensOf('victim', 1))
    await adoptSession(h.context, tokensOf('attacker', 1), 'attacker@example.com')
    expect(h.approvals.current()).toBeNull()
    expect(h.session.tokens()).toEqual(tokensOf('attacker', 1))
  })

  it('asks when a stored token cannot be read (no account to compare)', async () => {
    const h = harness()
    h.session.save({ accessToken: 'opaque', refreshToken: 'r' })
    void adoptSession(h.context, tokensOf('victim', 1), 'victim@example.com').catch(() => {})
    await settle()
    expect(h.approvals.current()?.description).toMatchObject({ action: 'Switch wallets?' })
    h.approvals.abortAll()
  })
})

describe('accountOf', () => {
  it('reads the sub of an access token, and null from anything else', () => {
    expect(accountOf(jwt('user-1'))).toBe('user-1')
    expect(accountOf('opaque')).toBeNull()
    expect(accountOf('a.%%%.b')).toBeNull()
    expect(accountOf(`a.${btoa('{"sub":5}')}.b`)).toBeNull()
  })
})
