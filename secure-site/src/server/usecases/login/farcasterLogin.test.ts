import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import type { FarcasterConfig } from '../../farcaster/farcasterEnv'
import { type FakeRelay, startFakeRelay } from '../../farcaster/relay.fake'
import { DEFAULT_RATE_LIMITS } from '../../ratelimit/limits'
import { bearer, TEST_META, testContext } from '../../wiring/testing'
import { currentUser } from '../account/user'
import { checkFarcasterLogin, RELAY_READ_INTERVAL_MS, startFarcasterLogin } from './farcasterLogin'
import {
  approveSignIn,
  checkInput,
  farcasterSetup,
  farcasterSignInForTest,
  OTHER_SECRET,
  startInput,
  FARCASTER_TEST_TTL_S as TTL_S,
} from './farcasterLogin.testing'
import { authenticate } from './session'

let relay: FakeRelay
beforeAll(async () => {
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

describeEachDb('Sign In With Farcaster', (getDb) => {
  const { setup, custodian } = farcasterSetup(getDb, () => relay)
  const userOf = async (t: ReturnType<typeof setup>['t'], accessToken: string) =>
    currentUser(t.context, await authenticate(t.context, bearer(accessToken)))

  describe('start', () => {
    it('answers "not enabled" on a site without AIRLOCK_FARCASTER_RPC_URL', async () => {
      const t = testContext(getDb())
      await expect(startFarcasterLogin(t.context, startInput(), TEST_META)).rejects.toThrow(
        'Farcaster login is not enabled on this secure site',
      )
      await expect(
        checkFarcasterLogin(t.context, checkInput(crypto.randomUUID()), TEST_META),
      ).rejects.toThrow('Farcaster login is not enabled on this secure site')
    })

    it("opens a channel for this site's domain and its own nonce; answers only the URL and flow id", async () => {
      const { t, meta } = setup()
      const answer = await startFarcasterLogin(t.context, startInput(), meta)
      expect(Object.keys(answer).sort()).toEqual(['flowId', 'url'])
      const opened = relay.opened.at(-1)
      expect(opened).toEqual({
        siweUri: 'http://localhost:3001',
        domain: 'localhost:3001',
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        expirationTime: new Date(t.context.clock().getTime() + TTL_S * 1000).toISOString(),
        // The dapp's verified origin, which the Farcaster app puts in the signed message.
        requestId: 'localhost:5173',
      })
      expect(answer.url).toContain(`${relay.url}/~/siwf?channelToken=`)
      // Two sign-ins never share a nonce.
      await startFarcasterLogin(t.context, startInput(), meta)
      expect(relay.opened.at(-1)?.nonce).not.toBe(opened?.nonce)
    })

    it('refuses an origin the project does not allow', async () => {
      const { t, meta } = setup()
      await expect(
        startFarcasterLogin(t.context, { ...startInput(), origin: 'https://evil.example' }, meta),
      ).rejects.toThrow('Unauthorized: origin not allowed')
    })

    it('is rate limited per client IP', async () => {
      const { t, meta } = setup({
        rateLimits: { ...DEFAULT_RATE_LIMITS, farcasterStartsPerIp: { limit: 2, windowS: 600 } },
      })
      await startFarcasterLogin(t.context, startInput(), meta)
      await startFarcasterLogin(t.context, startInput(), meta)
      await expect(startFarcasterLogin(t.context, startInput(), meta)).rejects.toThrow(
        'Too many requests, try again in 10 minutes',
      )
    })

    it('ends with a clear error when the relay is down or answers a wrong shape', async () => {
      const { t, meta } = setup()
      relay.state.fault = 'down'
      try {
        await expect(startFarcasterLogin(t.context, startInput(), meta)).rejects.toThrow(
          'The Farcaster relay could not be reached, try again',
        )
        t.advance(RELAY_READ_INTERVAL_MS / 1000)
        relay.state.fault = 'malformed'
        await expect(startFarcasterLogin(t.context, startInput(), meta)).rejects.toThrow(
          'The Farcaster relay gave an unexpected answer, try again',
        )
      } finally {
        relay.state.fault = null
      }
      const unreachable = setup({
        farcaster: {
          ...(t.context.config.farcaster as FarcasterConfig),
          relayUrl: 'http://127.0.0.1:1',
        },
      })
      await expect(
        startFarcasterLogin(unreachable.t.context, startInput(), unreachable.meta),
      ).rejects.toThrow('The Farcaster relay could not be reached, try again')
    })
  })

  describe('sign-in', () => {
    it("signs a new fid up with the relay's username and a wallet, and back in to the same wallet", async () => {
      const { t, registry, meta } = setup()
      const alice = custodian(registry)
      const first = await farcasterSignInForTest(t, relay, { ...alice, username: 'alice' }, meta)
      expect(first.answer).toMatchObject({ status: 'connected', userName: 'alice' })
      if (first.answer.status !== 'connected') throw new Error('not connected')
      const firstUser = await userOf(t, first.answer.accessToken)
      expect(firstUser).toMatchObject({ email: null, userName: 'alice' })
      expect(firstUser.addresses.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
      t.advance(5)
      const again = await farcasterSignInForTest(t, relay, { ...alice, username: 'alice2' }, meta)
      if (again.answer.status !== 'connected') throw new Error('not connected')
      const againUser = await userOf(t, again.answer.accessToken)
      expect(againUser.addresses).toEqual(firstUser.addresses)
      expect(againUser.userName).toBe('alice2')
    })

    it('accepts an auth address of the fid (KeyRegistry)', async () => {
      const { t, registry, meta } = setup()
      const { fid } = custodian(registry)
      const authKey = generatePrivateKey()
      registry.addAuthAddress(BigInt(fid), privateKeyToAccount(authKey).address)
      const { answer } = await farcasterSignInForTest(t, relay, { key: authKey, fid }, meta)
      expect(answer.status).toBe('connected')
    })

    it('answers pending until the Farcaster app approved', async () => {
      const { t, registry, meta } = setup()
      const alice = custodian(registry)
      const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
      expect(await checkFarcasterLogin(t.context, checkInput(flowId), meta)).toEqual({
        status: 'pending',
      })
      await approveSignIn(t, relay, url, alice)
      // Within the relay-read interval a poll answers from the flow's row.
      expect((await checkFarcasterLogin(t.context, checkInput(flowId), meta)).status).toBe(
        'pending',
      )
      t.advance(RELAY_READ_INTERVAL_MS / 1000)
      expect((await checkFarcasterLogin(t.context, checkInput(flowId), meta)).status).toBe(
        'connected',
      )
    })

    it('ends at the flow expiry when the app never approves', async () => {
      const { t, meta } = setup()
      const { flowId } = await startFarcasterLogin(t.context, startInput(), meta)
      t.advance(TTL_S - 1)
      expect((await checkFarcasterLogin(t.context, checkInput(flowId), meta)).status).toBe(
        'pending',
      )
      t.advance(1)
      await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
        'Farcaster sign-in timed out: it was not approved in the Farcaster app in time',
      )
    })

    it('ends with a clear error when the relay goes down, answers a wrong shape or forgot the channel', async () => {
      const { t, registry, meta } = setup()
      const { flowId } = await startFarcasterLogin(t.context, startInput(), meta)
      relay.state.fault = 'down'
      try {
        await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
          'The Farcaster relay could not be reached, try again',
        )
        t.advance(RELAY_READ_INTERVAL_MS / 1000)
        relay.state.fault = 'malformed'
        await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
          'The Farcaster relay gave an unexpected answer, try again',
        )
      } finally {
        relay.state.fault = null
      }
      // The app approved, but someone holding the URL read the channel first (the relay
      // closes it on its first completed answer).
      const { url, flowId: second } = await startFarcasterLogin(t.context, startInput(), meta)
      await approveSignIn(t, relay, url, custodian(registry))
      await fetch(`${relay.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${relay.tokenOf(url)}` },
      })
      await expect(checkFarcasterLogin(t.context, checkInput(second), meta)).rejects.toThrow(
        'The Farcaster relay no longer knows this sign-in, start again',
      )
    })

    it('ends with a clear error when the registry cannot be read', async () => {
      const { t, registry, meta } = setup()
      const alice = custodian(registry)
      registry.reads.failing = true
      await expect(farcasterSignInForTest(t, relay, alice, meta)).rejects.toThrow(
        'The Farcaster registry could not be read, try again',
      )
    })
  })

  describe('one frame, once', () => {
    it('a completed flow cannot be redeemed twice', async () => {
      const { t, registry, meta } = setup()
      const { flowId, answer } = await farcasterSignInForTest(t, relay, custodian(registry), meta)
      expect(answer.status).toBe('connected')
      await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
        'This Farcaster sign-in was already used',
      )
    })

    it('another frame (another secret) can neither look at nor redeem the flow', async () => {
      const { t, registry, meta } = setup()
      const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
      await approveSignIn(t, relay, url, custodian(registry))
      await expect(
        checkFarcasterLogin(t.context, checkInput(flowId, OTHER_SECRET), meta),
      ).rejects.toThrow('This Farcaster sign-in belongs to another browser or window')
      await expect(
        checkFarcasterLogin(t.context, { ...checkInput(flowId), projectId: 'other' }, meta),
      ).rejects.toThrow('This Farcaster sign-in is invalid, start again')
      await expect(
        checkFarcasterLogin(t.context, checkInput(crypto.randomUUID()), meta),
      ).rejects.toThrow('This Farcaster sign-in is invalid, start again')
      // The frame that started it still can: the others' attempts did not touch it.
      expect((await checkFarcasterLogin(t.context, checkInput(flowId), meta)).status).toBe(
        'connected',
      )
    })

    it('two checks racing on one approval make one session', async () => {
      const { t, registry, meta } = setup()
      const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
      await approveSignIn(t, relay, url, custodian(registry))
      const answers = await Promise.allSettled([
        checkFarcasterLogin(t.context, checkInput(flowId), meta),
        checkFarcasterLogin(t.context, checkInput(flowId), meta),
      ])
      // The loser saw the flow still open (pending) or, on a server where the winner's
      // end lands first (Postgres), already used; never a second session.
      const outcomes = answers.map((answer) =>
        answer.status === 'fulfilled'
          ? answer.value.status
          : answer.reason instanceof Error
            ? answer.reason.message
            : String(answer.reason),
      )
      expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(1)
      const loser = outcomes.find((outcome) => outcome !== 'connected')
      expect(['pending', 'This Farcaster sign-in was already used']).toContain(loser)
    })

    it('checks are rate limited per client IP', async () => {
      const { t, meta } = setup({
        rateLimits: { ...DEFAULT_RATE_LIMITS, farcasterChecksPerIp: { limit: 2, windowS: 600 } },
      })
      const { flowId } = await startFarcasterLogin(t.context, startInput(), meta)
      await checkFarcasterLogin(t.context, checkInput(flowId), meta)
      await checkFarcasterLogin(t.context, checkInput(flowId), meta)
      await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
        'Too many requests, try again in 10 minutes',
      )
    })
  })
})
