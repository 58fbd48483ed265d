import { SOCIAL_PROVIDERS } from '@airlock/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { DEFAULT_RATE_LIMITS } from '../../ratelimit/limits'
import { type FakeProviders, startFakeProviders } from '../../social/providers.fake'
import { bearer, signedInForTest, TEST_META, testContext } from '../../wiring/testing'
import { approveEmailChange } from '../account/emailChange'
import { currentUser } from '../account/user'
import { authenticate } from './session'
import { socialProviders, startSocialLogin } from './socialLogin'
import {
  boundFlowForTest,
  callbackForTest,
  DEVICE,
  redeemForTest,
  socialSignInForTest,
  startInput,
} from './socialLogin.testing'

let providers: FakeProviders
let now = new Date('2030-01-01T00:00:00Z')
beforeAll(async () => {
  providers = await startFakeProviders(() => now)
})
afterAll(() => providers.close())

describeEachDb('social login', (getDb) => {
  const setup = () => {
    const t = testContext(getDb(), { social: providers.social() })
    now = t.context.clock()
    const advance = (seconds: number) => {
      t.advance(seconds)
      now = t.context.clock()
    }
    return { t, advance, meta: clientMeta() }
  }
  // Every test is its own client: the rate-limit counters live in the suite's database.
  let clients = 0
  const clientMeta = () => ({ ...TEST_META, client: `198.51.100.${++clients}` })
  const userOf = async (t: ReturnType<typeof setup>['t'], accessToken: string) =>
    currentUser(t.context, await authenticate(t.context, bearer(accessToken)))

  describe('start', () => {
    it('lists only the providers with credentials', () => {
      const t = testContext(getDb(), { social: { github: providers.social().github } })
      expect(socialProviders(t.context)).toEqual({ providers: ['github'] })
    })

    it("lists 'farcaster' last when Farcaster sign-in is on", () => {
      const farcaster = {
        relayUrl: 'https://relay.example',
        rpcUrl: 'https://rpc.example',
        idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
        keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
        flowTtlS: 300,
      } as const
      const t = testContext(getDb(), { social: { github: providers.social().github }, farcaster })
      expect(socialProviders(t.context)).toEqual({ providers: ['github', 'farcaster'] })
    })

    it('refuses a provider without credentials', async () => {
      const t = testContext(getDb())
      await expect(startSocialLogin(t.context, startInput('github'), TEST_META)).rejects.toThrow(
        'GitHub login is not enabled on this secure site',
      )
    })

    it('refuses an origin the project does not allow', async () => {
      const { t } = setup()
      await expect(
        startSocialLogin(
          t.context,
          { ...startInput('google'), origin: 'https://evil.example' },
          TEST_META,
        ),
      ).rejects.toThrow('Unauthorized: origin not allowed')
    })

    it("gives the frame a binding and the start page's URL for the host, which names only the flow", async () => {
      const { t, meta } = setup()
      const started = await startSocialLogin(t.context, startInput('google'), meta)
      expect(started.startUrl).toBe(`http://localhost:3001/social/start?flow=${started.flowId}`)
      expect(started.binding).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(started.startUrl).not.toContain(started.binding)
    })

    it('answers the authorize URL: PKCE S256, state, our callback, nonce for OpenID', async () => {
      const { t, meta } = setup()
      const authorize = async (provider: 'google' | 'apple' | 'github') =>
        new URL((await startSocialLogin(t.context, startInput(provider), meta)).authorizeUrl)
      const google = await authorize('google')
      expect(google.origin + google.pathname).toBe(providers.social().google?.endpoints.authorize)
      expect(Object.fromEntries(google.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'google-client',
        redirect_uri: 'http://localhost:3001/social/callback',
        code_challenge_method: 'S256',
        scope: 'openid email profile',
      })
      expect(google.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
      expect(google.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
      const apple = await authorize('apple')
      expect(apple.searchParams.get('response_mode')).toBe('form_post')
      const github = await authorize('github')
      expect(github.searchParams.get('nonce')).toBeNull()
      expect(github.searchParams.get('code_challenge')).not.toBeNull()
    })

    it('is rate limited per client IP', async () => {
      const t = testContext(getDb(), {
        social: providers.social(),
        rateLimits: { ...DEFAULT_RATE_LIMITS, socialStartsPerIp: { limit: 2, windowS: 600 } },
      })
      const meta = clientMeta()
      await startSocialLogin(t.context, startInput('x'), meta)
      await startSocialLogin(t.context, startInput('x'), meta)
      await expect(startSocialLogin(t.context, startInput('x'), meta)).rejects.toThrow(
        'Too many requests, try again in 10 minutes',
      )
    })
  })

  describe.each(SOCIAL_PROVIDERS)('%s', (provider) => {
    const subject = () => String(100_000 + Math.floor(Math.random() * 1_000_000))

    it('signs a new identity up, and back in to the same wallet', async () => {
      const { t, advance, meta } = setup()
      const identity = { sub: subject(), name: 'ada' }
      const first = await socialSignInForTest(t, providers, provider, identity, meta)
      const firstUser = await userOf(t, first.accessToken)
      advance(5)
      const again = await socialSignInForTest(t, providers, provider, identity, meta)
      expect((await userOf(t, again.accessToken)).addresses).toEqual(firstUser.addresses)
      expect(again.userName).toBe('ada')
      expect(firstUser.userName).toBe('ada')
    })

    it('joins the account of a verified email only when the provider says verified', async () => {
      const { t, meta } = setup()
      const email = `${provider}-${subject()}@example.com`
      const byEmail = await signedInForTest(t, email, DEVICE, meta)
      const verified = provider !== 'x' && provider !== 'facebook'
      const social = await socialSignInForTest(
        t,
        providers,
        provider,
        { sub: subject(), email, emailVerified: true },
        meta,
      )
      const user = await userOf(t, social.accessToken)
      if (verified) {
        expect(user.addresses).toEqual(byEmail.addresses)
        expect(user.email).toBe(email)
      } else {
        // X gives no address; Facebook never says one is verified: no linking, no address.
        expect(user.addresses).not.toEqual(byEmail.addresses)
        expect(user.email).toBeNull()
      }
    })

    it('never joins an account for an unverified email, and keeps no address', async () => {
      const { t, meta } = setup()
      const email = `${provider}-u${subject()}@example.com`
      const byEmail = await signedInForTest(t, email, 'dddddddd-0000-4000-8000-000000000005', meta)
      const social = await socialSignInForTest(
        t,
        providers,
        provider,
        { sub: subject(), email, emailVerified: false },
        meta,
      )
      const user = await userOf(t, social.accessToken)
      expect(user.addresses).not.toEqual(byEmail.addresses)
      expect(user.email).toBeNull()
    })
  })

  it('an account without an address refuses an email change with a clear message', async () => {
    const { t, meta } = setup()
    const social = await socialSignInForTest(
      t,
      providers,
      'x',
      { sub: '5150', name: 'x5150' },
      meta,
    )
    const auth = await authenticate(t.context, bearer(social.accessToken))
    await expect(
      approveEmailChange(t.context, auth, {
        email: 'new@example.com',
        projectId: 'demo',
        origin: 'http://localhost:5173',
      }),
    ).rejects.toThrow('This wallet has no email address')
  })

  describe('callback', () => {
    let meta = clientMeta()
    beforeEach(() => {
      meta = clientMeta()
    })
    const begin = (t: ReturnType<typeof setup>['t'], provider: 'google' | 'github' = 'google') =>
      boundFlowForTest(t, provider, meta)
    const callback = (
      t: ReturnType<typeof setup>['t'],
      params: Parameters<typeof callbackForTest>[1],
    ) => callbackForTest(t, params, meta)

    it('shows a message and tells no window for an unknown or missing state', async () => {
      const { t } = setup()
      const expected = { flowId: null, message: 'This sign-in link is invalid or has expired' }
      expect(await callback(t, { state: 'forged', code: 'c' })).toEqual(expected)
      expect(await callback(t, { code: 'c' })).toEqual(expected)
    })

    it('takes a state once, and not after ten minutes', async () => {
      const { t, advance } = setup()
      const first = await begin(t)
      const code = providers.issueCode('google', first.authorizeUrl, { sub: 'g-2' })
      const cookie = first.cookie
      expect(await callback(t, { state: first.state, code, cookie })).toEqual({
        flowId: first.flowId,
        error: null,
      })
      expect((await callback(t, { state: first.state, code, cookie })).flowId).toBeNull()
      const late = await begin(t)
      advance(601)
      expect(await callback(t, { state: late.state, code: 'c', cookie: late.cookie })).toEqual({
        flowId: null,
        message: 'This sign-in link is invalid or has expired',
      })
    })

    it('ends the flow with why when the user cancels at the provider; the frame is told', async () => {
      const { t } = setup()
      const { state, cookie, flowId } = await begin(t)
      expect(await callback(t, { state, error: 'access_denied', cookie })).toEqual({
        flowId,
        error: 'Sign-in was cancelled',
      })
      await expect(redeemForTest(t, flowId, meta)).rejects.toThrow('Sign-in was cancelled')
    })

    it('fails the sign-in when the provider refuses the code or the id_token is not ours', async () => {
      const { t } = setup()
      const refused = await begin(t, 'github')
      expect(
        await callback(t, { state: refused.state, code: 'not-issued', cookie: refused.cookie }),
      ).toMatchObject({ error: 'GitHub sign-in failed, try again' })
      await expect(redeemForTest(t, refused.flowId, meta)).rejects.toThrow(
        'GitHub sign-in failed, try again',
      )
      const replayed = await begin(t)
      const other = new URL(replayed.authorizeUrl)
      other.searchParams.set('nonce', 'another-flows-nonce')
      const code = providers.issueCode('google', other.toString(), { sub: 'g-3' })
      expect(
        await callback(t, { state: replayed.state, code, cookie: replayed.cookie }),
      ).toMatchObject({ error: 'Google sign-in failed, try again' })
    })

    it('refuses a code whose PKCE verifier is another flow’s', async () => {
      const { t } = setup()
      const a = await begin(t, 'github')
      const b = await begin(t, 'github')
      const codeForA = providers.issueCode('github', a.authorizeUrl, { sub: '80' })
      expect(await callback(t, { state: b.state, code: codeForA, cookie: b.cookie })).toMatchObject(
        { error: 'GitHub sign-in failed, try again' },
      )
      expect(providers.refusals).toContain('bad code_verifier')
    })
  })
})
