import { beforeEach, expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { TEST_DEVICE_JKT } from '../../http/deviceProof.testing'
import type { SocialProfile } from '../../social/profiles/socialProfile'
import { signInNewIdentity } from '../../social/socialIdentities'
import {
  bearer,
  signedInForTest,
  TEST_META,
  TEST_ORIGIN,
  type TestApi,
  testContext,
} from '../../wiring/testing'
import { authenticate } from '../login/session'
import { accountForSocialSignIn } from '../login/socialAccount'
import { startSession } from '../login/startSession'
import { approveSignInMethodRemoval, removeSignInMethod, signInMethods } from './signInMethods'

const LAPTOP = 'aaaaaaaa-0000-4000-8000-0000000000c1'
const site = { projectId: 'demo', origin: TEST_ORIGIN }

let clients = 0
let meta = TEST_META
let owner = ''
beforeEach(() => {
  meta = { ...TEST_META, client: `198.51.100.${100 + ++clients}` }
  owner = `methods-${clients}@example.com`
})

const google = (subject: string, email: string | null = null): SocialProfile => ({
  subject,
  email,
  emailVerified: email !== null,
  userName: `Ada ${subject}`,
})

/** An email account with Google linked from its trusted device. */
async function emailWithGoogle(t: TestApi) {
  const { auth } = await signedInForTest(t, owner, LAPTOP, meta)
  await accountForSocialSignIn(
    t.context,
    {
      provider: 'google',
      profile: google(`g-${clients}`, owner),
      deviceId: LAPTOP,
      origin: TEST_ORIGIN,
    },
    meta,
  )
  t.advance(1)
  return auth
}

/** The removal as the frame makes it after the card's Approve: the grant, then the call. */
async function remove(t: TestApi, auth: Awaited<ReturnType<typeof emailWithGoogle>>, id: string) {
  const { approvalId } = await approveSignInMethodRemoval(t.context, auth, { id, ...site })
  return removeSignInMethod(t.context, auth, { id, approvalId, ...site })
}

describeEachDb('sign-in methods', (getDb) => {
  it('lists the email and each linked provider with its name and when it was linked', async () => {
    const t = testContext(getDb())
    const auth = await emailWithGoogle(t)
    const { methods } = await signInMethods(t.context, auth)
    expect(methods).toEqual([
      { kind: 'email', email: owner, linkedAt: auth.user.createdAt.toISOString() },
      {
        kind: 'identity',
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        provider: 'google',
        userName: `Ada g-${clients}`,
        linkedAt: '2030-01-01T00:00:00.000Z',
      },
    ])
    // The provider's own account id stays on the server.
    expect(JSON.stringify(methods)).not.toContain(`"g-${clients}"`)
  })

  it('removes a provider after the grant, tells the address, and the provider then opens another wallet', async () => {
    const t = testContext(getDb())
    const auth = await emailWithGoogle(t)
    const [, identity] = (await signInMethods(t.context, auth)).methods
    if (identity?.kind !== 'identity') throw new Error('no identity listed')
    const left = await remove(t, auth, identity.id)
    expect(left.methods.map((method) => method.kind)).toEqual(['email'])
    expect(t.mails.at(-1)).toMatchObject({
      to: owner,
      subject: 'Google no longer signs in to your Airlock wallet',
    })
    // The identity is new again: with no address it gets an account of its own.
    const again = await accountForSocialSignIn(
      t.context,
      {
        provider: 'google',
        profile: google(`g-${clients}`),
        deviceId: LAPTOP,
        origin: TEST_ORIGIN,
      },
      meta,
    )
    expect(again.id).not.toBe(auth.user.id)
  })

  it('refuses without the grant of the click, and a grant for another method', async () => {
    const t = testContext(getDb())
    const auth = await emailWithGoogle(t)
    const [, identity] = (await signInMethods(t.context, auth)).methods
    if (identity?.kind !== 'identity') throw new Error('no identity listed')
    await expect(
      removeSignInMethod(t.context, auth, {
        id: identity.id,
        approvalId: '00000000-0000-4000-8000-000000000000',
        ...site,
      }),
    ).rejects.toThrow('Request was not approved')
    expect((await signInMethods(t.context, auth)).methods).toHaveLength(2)
  })

  it('refuses an id that is not one of this account’s methods', async () => {
    const t = testContext(getDb())
    const auth = await emailWithGoogle(t)
    await expect(
      approveSignInMethodRemoval(t.context, auth, { id: 'f'.repeat(32), ...site }),
    ).rejects.toThrow('This sign-in method is not linked to this wallet')
    // Another account's identity is unknown here too.
    const other = await signInNewIdentity(
      t.context.db,
      'github',
      google(`gh-${clients}`),
      t.context.clock,
    )
    const otherTokens = await startSession(t.context, other.id, LAPTOP, TEST_DEVICE_JKT)
    const otherAuth = await authenticate(t.context, bearer(otherTokens.accessToken))
    const [mine] = (await signInMethods(t.context, otherAuth)).methods
    if (mine?.kind !== 'identity') throw new Error('no identity listed')
    await expect(
      approveSignInMethodRemoval(t.context, auth, { id: mine.id, ...site }),
    ).rejects.toThrow('This sign-in method is not linked to this wallet')
  })

  it('never removes the only sign-in method', async () => {
    const t = testContext(getDb())
    const user = await signInNewIdentity(t.context.db, 'x', google(`x-${clients}`), t.context.clock)
    const tokens = await startSession(t.context, user.id, LAPTOP, TEST_DEVICE_JKT)
    const auth = await authenticate(t.context, bearer(tokens.accessToken))
    const [only] = (await signInMethods(t.context, auth)).methods
    if (only?.kind !== 'identity') throw new Error('no identity listed')
    await expect(
      approveSignInMethodRemoval(t.context, auth, { id: only.id, ...site }),
    ).rejects.toThrow('You cannot remove your only sign-in method')
  })

  it('refuses an origin the project does not allow', async () => {
    const t = testContext(getDb())
    const auth = await emailWithGoogle(t)
    await expect(
      approveSignInMethodRemoval(t.context, auth, {
        id: 'f'.repeat(32),
        projectId: 'demo',
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow('Unauthorized: origin not allowed')
  })
})
