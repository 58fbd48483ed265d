/**
 * Issue 22 §1: a social result reaches only the frame that started the flow, in the same
 * browser. The start page's bind (Origin, binding, once), the callback's cookie check,
 * and every answer of the frame's poll, each with its exact message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { DEFAULT_RATE_LIMITS } from '../../ratelimit/limits'
import { type FakeProviders, startFakeProviders } from '../../social/providers.fake'
import { socialCookieName } from '../../social/socialCookie'
import { TEST_META, testContext } from '../../wiring/testing'
import { bindSocialLogin } from './socialBind'
import { MAX_REDEEM_POLLS, redeemSocialLogin, startSocialLogin } from './socialLogin'
import {
  boundFlowForTest,
  callbackForTest,
  completedFlowForTest,
  cookieOf,
  DEVICE,
  FRAME_SECRET,
  redeemForTest,
  SAME_ORIGIN,
  startInput,
} from './socialLogin.testing'

let providers: FakeProviders
let now = new Date('2030-01-01T00:00:00Z')
beforeAll(async () => {
  providers = await startFakeProviders(() => now)
})
afterAll(() => providers.close())

const OTHER_BROWSER = 'This sign-in was started in another browser. Start again from the app.'

describeEachDb('social login, bound to the browser', (getDb) => {
  let clients = 0
  const setup = (rateLimits = DEFAULT_RATE_LIMITS) => {
    const t = testContext(getDb(), { social: providers.social(), rateLimits })
    now = t.context.clock()
    const advance = (seconds: number) => {
      t.advance(seconds)
      now = t.context.clock()
    }
    return { t, advance, meta: { ...TEST_META, client: `203.0.113.${++clients}` } }
  }

  describe('bind (the start page)', () => {
    it('sets an HttpOnly, Secure, SameSite=None cookie for the flow, for its lifetime', async () => {
      const { t, meta } = setup()
      const { flowId, binding } = await startSocialLogin(t.context, startInput('google'), meta)
      const { setCookie } = await bindSocialLogin(t.context, { flowId, binding }, SAME_ORIGIN)
      expect(setCookie).toBe(
        `${socialCookieName(flowId)}=${binding}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=None`,
      )
      expect(socialCookieName(flowId)).toBe(`__Host-airlock-social-${flowId}`)
    })

    it.each([
      ['no Origin', { origin: null, secFetchSite: null }],
      ["another site's Origin", { origin: 'https://evil.example', secFetchSite: 'cross-site' }],
      ['the dapp', { origin: 'http://localhost:5173', secFetchSite: 'same-site' }],
      [
        'our Origin but a cross-site fetch',
        { origin: 'http://localhost:3001', secFetchSite: 'cross-site' },
      ],
    ])('refuses %s', async (_case, headers) => {
      const { t, meta } = setup()
      const { flowId, binding } = await startSocialLogin(t.context, startInput('google'), meta)
      await expect(bindSocialLogin(t.context, { flowId, binding }, headers)).rejects.toThrow(
        "A sign-in can only be started from the secure site's own sign-in window",
      )
      // Still bindable by the right page.
      await expect(
        bindSocialLogin(t.context, { flowId, binding }, SAME_ORIGIN),
      ).resolves.toBeDefined()
    })

    it('refuses a wrong binding, an unknown flow, and an expired one', async () => {
      const { t, meta, advance } = setup()
      const { flowId, binding } = await startSocialLogin(t.context, startInput('x'), meta)
      const refused = 'This sign-in cannot be started here. Start again from the app.'
      await expect(
        bindSocialLogin(t.context, { flowId, binding: 'w'.repeat(43) }, SAME_ORIGIN),
      ).rejects.toThrow(refused)
      await expect(
        bindSocialLogin(
          t.context,
          { flowId: '00000000-0000-4000-8000-000000000000', binding },
          SAME_ORIGIN,
        ),
      ).rejects.toThrow(refused)
      advance(601)
      await expect(bindSocialLogin(t.context, { flowId, binding }, SAME_ORIGIN)).rejects.toThrow(
        refused,
      )
    })

    it('binds once: a second page is refused', async () => {
      const { t, meta } = setup()
      const { flowId, binding } = await startSocialLogin(t.context, startInput('github'), meta)
      await bindSocialLogin(t.context, { flowId, binding }, SAME_ORIGIN)
      await expect(bindSocialLogin(t.context, { flowId, binding }, SAME_ORIGIN)).rejects.toThrow(
        'This sign-in was already started in another window. Start again from the app.',
      )
    })
  })

  describe('callback (the browser that comes back)', () => {
    it('refuses a browser without the cookie, ends the flow, and the frame is told why', async () => {
      const { t, meta } = setup()
      const flow = await boundFlowForTest(t, 'google', meta)
      const code = providers.issueCode('google', flow.authorizeUrl, { sub: 'v-1' })
      expect(await callbackForTest(t, { state: flow.state, code }, meta)).toEqual({
        flowId: null,
        message: OTHER_BROWSER,
      })
      await expect(redeemForTest(t, flow.flowId, meta)).rejects.toThrow(OTHER_BROWSER)
      // The flow is over: the right browser coming later finds nothing.
      expect(
        await callbackForTest(t, { state: flow.state, code, cookie: flow.cookie }, meta),
      ).toMatchObject({ flowId: null })
    })

    it("refuses another flow's cookie and a wrong value", async () => {
      const { t, meta } = setup()
      const mine = await boundFlowForTest(t, 'github', meta)
      const other = await boundFlowForTest(t, 'github', meta)
      const code = providers.issueCode('github', mine.authorizeUrl, { sub: '91' })
      const wrongValue = `${socialCookieName(mine.flowId)}=${'w'.repeat(43)}`
      expect(
        await callbackForTest(t, { state: mine.state, code, cookie: other.cookie }, meta),
      ).toEqual({ flowId: null, message: OTHER_BROWSER })
      const again = await boundFlowForTest(t, 'github', meta)
      const code2 = providers.issueCode('github', again.authorizeUrl, { sub: '92' })
      expect(
        await callbackForTest(
          t,
          { state: again.state, code: code2, cookie: `a=b; ${wrongValue}` },
          meta,
        ),
      ).toEqual({ flowId: null, message: OTHER_BROWSER })
    })

    it('refuses a flow nobody bound (started from a script, opened by the victim)', async () => {
      const { t, meta } = setup()
      // The attacker's own flow: it holds the binding, but never bound it in this browser.
      const started = await startSocialLogin(t.context, startInput('google'), meta)
      const state = new URL(started.authorizeUrl).searchParams.get('state')
      const code = providers.issueCode('google', started.authorizeUrl, { sub: 'victim' })
      const forged = `${socialCookieName(started.flowId)}=${started.binding}`
      expect(await callbackForTest(t, { state, code, cookie: forged }, meta)).toEqual({
        flowId: null,
        message: OTHER_BROWSER,
      })
      await expect(redeemForTest(t, started.flowId, meta)).rejects.toThrow(OTHER_BROWSER)
    })

    it('takes the cookie among others', async () => {
      const { t, meta } = setup()
      const flow = await boundFlowForTest(t, 'discord', meta)
      const code = providers.issueCode('discord', flow.authorizeUrl, { sub: '93' })
      const cookie = `theme=dark; ${cookieOf(flow.cookie)}; other=1`
      expect(await callbackForTest(t, { state: flow.state, code, cookie }, meta)).toEqual({
        flowId: flow.flowId,
        error: null,
      })
    })
  })

  describe('redeem (the frame polls)', () => {
    it('answers pending until the callback, then the session once', async () => {
      const { t, meta } = setup()
      const flow = await boundFlowForTest(t, 'google', meta)
      expect(await redeemForTest(t, flow.flowId, meta)).toEqual({ status: 'pending' })
      const code = providers.issueCode('google', flow.authorizeUrl, { sub: 'r-1', name: 'ada' })
      await callbackForTest(t, { state: flow.state, code, cookie: flow.cookie }, meta)
      const answer = await redeemForTest(t, flow.flowId, meta)
      expect(answer).toMatchObject({ status: 'connected', userName: 'ada' })
      await expect(redeemForTest(t, flow.flowId, meta)).rejects.toThrow(
        'This sign-in result was already used',
      )
    })

    it('two redeems racing: one wins', async () => {
      const { t, meta } = setup()
      const flowId = await completedFlowForTest(t, providers, 'x', { sub: 'r-2' }, meta)
      const results = await Promise.allSettled([
        redeemForTest(t, flowId, meta),
        redeemForTest(t, flowId, meta),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const lost = results.find((r) => r.status === 'rejected')
      expect((lost as PromiseRejectedResult).reason.message).toBe(
        'This sign-in result was already used',
      )
    })

    it("is refused to another frame's secret, and stays usable by its own", async () => {
      const { t, meta } = setup()
      const flowId = await completedFlowForTest(t, providers, 'google', { sub: 'r-3' }, meta)
      await expect(
        redeemForTest(t, flowId, meta, 'another-frame-secret-bbbbbbbbbbbbbbbbbbbbbbbbbbbb'),
      ).rejects.toThrow('This sign-in result belongs to another browser or window')
      await expect(redeemForTest(t, flowId, meta)).resolves.toHaveProperty('status', 'connected')
    })

    it("a stranger's redeems (the flow id without its secret) use up none of the flow's polls", async () => {
      // The per-IP limit, which would stop the stranger first, out of the way.
      const { t, meta } = setup({
        ...DEFAULT_RATE_LIMITS,
        socialRedeemsPerIp: { limit: 10_000, windowS: 600 },
      })
      const flow = await boundFlowForTest(t, 'github', meta)
      for (let i = 0; i < MAX_REDEEM_POLLS + 5; i++) {
        await expect(
          redeemForTest(t, flow.flowId, meta, 'stranger-secret-ccccccccccccccccccccccccccccc'),
        ).rejects.toThrow('This sign-in result belongs to another browser or window')
      }
      expect(await redeemForTest(t, flow.flowId, meta)).toEqual({ status: 'pending' })
    }, 120_000)

    it('is refused when unknown or for another project', async () => {
      const { t, meta } = setup()
      await expect(redeemForTest(t, '00000000-0000-4000-8000-000000000000', meta)).rejects.toThrow(
        'This sign-in result is invalid',
      )
      const flowId = await completedFlowForTest(t, providers, 'x', { sub: 'r-4' }, meta)
      await expect(
        redeemSocialLogin(
          t.context,
          { flowId, secret: FRAME_SECRET, deviceId: DEVICE, projectId: 'other' },
          meta,
        ),
      ).rejects.toThrow('This sign-in result is invalid')
    })

    it('expires: a result two minutes after the callback, a pending flow after ten', async () => {
      const { t, meta, advance } = setup()
      const flowId = await completedFlowForTest(t, providers, 'discord', { sub: 'r-5' }, meta)
      advance(121)
      await expect(redeemForTest(t, flowId, meta)).rejects.toThrow(
        'This sign-in result has expired, sign in again',
      )
      const pending = await boundFlowForTest(t, 'discord', meta)
      advance(601)
      await expect(redeemForTest(t, pending.flowId, meta)).rejects.toThrow(
        'This sign-in result has expired, sign in again',
      )
    })

    it('polls do not count against the per-IP limit; redeemed flows and refusals do', async () => {
      const { t, meta } = setup({
        ...DEFAULT_RATE_LIMITS,
        socialRedeemsPerIp: { limit: 2, windowS: 600 },
      })
      const flow = await boundFlowForTest(t, 'google', meta)
      for (let i = 0; i < 10; i++) {
        expect(await redeemForTest(t, flow.flowId, meta)).toEqual({ status: 'pending' })
      }
      await expect(redeemForTest(t, '00000000-0000-4000-8000-000000000000', meta)).rejects.toThrow(
        'This sign-in result is invalid',
      )
      const flowId = await completedFlowForTest(t, providers, 'google', { sub: 'r-6' }, meta)
      await expect(redeemForTest(t, flowId, meta)).resolves.toHaveProperty('status', 'connected')
      await expect(redeemForTest(t, '00000000-0000-4000-8000-000000000000', meta)).rejects.toThrow(
        'Too many requests, try again in 10 minutes',
      )
    })

    it(`caps the polls of one flow at ${MAX_REDEEM_POLLS}`, async () => {
      const { t, meta } = setup()
      const flow = await boundFlowForTest(t, 'github', meta)
      for (let i = 0; i < MAX_REDEEM_POLLS; i++) await redeemForTest(t, flow.flowId, meta)
      await expect(redeemForTest(t, flow.flowId, meta)).rejects.toThrow(
        'Too many checks of this sign-in. Start again from the app.',
      )
    }, 120_000)
  })
})
