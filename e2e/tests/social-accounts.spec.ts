/**
 * Social accounts through the example dapp's modal against the stack's local identity
 * providers: Apple (OIDC on oauth2-mock-server), Facebook, X and Discord (the user-info
 * fixture) each sign in through the popup; a verified address joins the email-login
 * account it names only from a device that address approved by the mailed link (and the
 * account is mailed the link), an unverified one never does; a provider the secure site has no
 * credentials for is not offered. social-modal.spec covers Google and the popup closed;
 * social-login.spec GitHub.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MailClient } from '../stack/mailClient'
import { type SecureSite, startSecureSite } from '../stack/secureSite'
import type { LocalIdentity, LocalProvider } from '../stack/social/identities'
import { localProviderEnv } from '../stack/social/identityProviders'
import { readStackInfo } from '../stack/stackInfo'
import { freshEmail, modal, openDapp, requireDapp, signUp, useDappConfig } from './support/dapp'
import { approvalLink, approveDevice } from './support/deviceApproval'
import { expect, newBrowserContext, test } from './support/fixtures'
import {
  moreButton,
  openConnect,
  requireIdentityProviders,
  SOCIAL_LABELS,
  setIdentity,
  signInWithPopup,
  socialButton,
  unique,
} from './support/social'

interface ProviderCase {
  provider: LocalProvider
  identity: () => LocalIdentity
  /** What the Account view shows as the social username. */
  userName: (identity: LocalIdentity) => string
}

const byName = (identity: LocalIdentity) => identity.name

const CASES: readonly ProviderCase[] = [
  {
    provider: 'apple',
    // Apple's id_token has no name (it comes once, in a form field the local provider
    // does not post): the username is the verified address.
    identity: () => ({
      sub: `apple-${unique()}`,
      email: `apple-${unique()}@example.com`,
      emailVerified: true,
      name: 'unused',
    }),
    userName: (identity) => identity.email ?? '',
  },
  {
    provider: 'facebook',
    identity: () => ({
      sub: `fb${unique()}`,
      email: `fb-${unique()}@example.com`,
      emailVerified: false,
      name: `Fay ${unique()}`,
    }),
    userName: byName,
  },
  {
    provider: 'x',
    identity: () => ({ sub: unique(), email: null, emailVerified: false, name: `x${unique()}` }),
    userName: byName,
  },
  {
    provider: 'discord',
    identity: () => ({
      sub: unique(),
      email: `dc-${unique()}@example.com`,
      emailVerified: true,
      name: `dc${unique()}`,
    }),
    userName: byName,
  },
]

for (const { provider, identity: makeIdentity, userName } of CASES) {
  test(`${SOCIAL_LABELS[provider]} in the popup: the Account view with its username`, async ({
    page,
    stack,
  }) => {
    const identity = makeIdentity()
    await setIdentity(stack, provider, identity)
    await openDapp(page, requireDapp(stack).url)
    await openConnect(page)
    await signInWithPopup(page, provider, userName(identity))
  })
}

test('a verified address joins its email-login account only from a device the address approved, and the account is told', async ({
  page,
  browser,
  stack,
  mail,
}) => {
  test.setTimeout(120_000)
  const dapp = requireDapp(stack)
  const email = freshEmail()
  await openDapp(page, dapp.url)
  const address = await signUp(page, mail, email)
  // One login mail per address every 30 s, the join's approval link included.
  const lastMail = (await mail.list(email)).at(-1)
  await page.waitForTimeout(
    Math.max(0, Date.parse(lastMail?.receivedAt ?? '') + 31_000 - Date.now()),
  )

  const name = `Linked ${unique()}`
  await setIdentity(stack, 'google', {
    sub: `google-${unique()}`,
    // As Google may spell it: the site compares addresses normalised.
    email: email.toUpperCase(),
    emailVerified: true,
    name,
  })
  const other = await newBrowserContext(browser)
  try {
    const again = await other.newPage()
    await openDapp(again, dapp.url)
    await openConnect(again)
    // A new device: whoever holds a Google account with this address gets no wallet yet.
    const asked = new Date()
    const popupOpened = again.context().waitForEvent('page')
    await socialButton(again, 'Google').click()
    await (await popupOpened).waitForEvent('close')
    await expect(
      again.getByRole('alert').filter({
        hasText: `This email already has a wallet. Open the link we sent to ${email} to approve this device, then continue with Google again.`,
      }),
    ).toBeVisible()
    await expect(again.getByTestId('status')).toHaveText('disconnected')
    const approval = await mail.waitForMail(email, { after: asked })
    expect(approval.subject).toBe('Approve this device to add Google to your wallet')

    await approveDevice(again.request, approvalLink(approval))
    const linkedAfter = new Date()
    // The refusal stays on ConnectingSocial (with Try again); back to Connect's buttons.
    await modal(again).getByRole('button', { name: 'Back' }).click()
    await expect(modal(again)).toHaveAttribute('data-view', 'Connect')
    // Continue with Google again, on the device the link approved: the same wallet.
    expect(await signInWithPopup(again, 'google', name)).toBe(address)
    // The account's own address, as the email login set it.
    await expect(modal(again).getByText(email, { exact: true })).toBeVisible()

    const linked = await waitForSubject(
      mail,
      email,
      linkedAfter,
      'Google can now sign in to your Airlock wallet',
    )
    expect(linked.text).toContain(
      `Google (${name}) was added as a way to sign in to your Airlock wallet`,
    )
    expect(linked.text).toContain(`from ${new URL(dapp.url).origin}.`)
    expect(linked.text).toContain('Account → Sign-in methods')
  } finally {
    await other.close()
  }
})

/** The first mail to `to` after `after` with this subject (the login code the approval sends comes too). */
async function waitForSubject(mail: MailClient, to: string, after: Date, subject: string) {
  let cursor: string | Date = after
  for (;;) {
    const next = await mail.waitForMail(to, { after: cursor })
    if (next.subject === subject) return next
    cursor = next.id
  }
}

for (const provider of ['github', 'discord'] as const) {
  test(`an unverified address never joins: ${SOCIAL_LABELS[provider]} with that address is another wallet`, async ({
    page,
    browser,
    stack,
    mail,
  }) => {
    const dapp = requireDapp(stack)
    const email = freshEmail()
    await openDapp(page, dapp.url)
    const address = await signUp(page, mail, email)

    const name = `${provider}${unique()}`
    await setIdentity(stack, provider, { sub: unique(), email, emailVerified: false, name })
    const other = await newBrowserContext(browser)
    try {
      const again = await other.newPage()
      await openDapp(again, dapp.url)
      await openConnect(again)
      const socialAddress = await signInWithPopup(again, provider, name)
      expect(socialAddress).not.toBe(address)
      // Nor is the unverified address given to the new account.
      await expect(modal(again).getByText(email, { exact: true })).toHaveCount(0)
    } finally {
      await other.close()
    }
  })
}

test.describe('a secure site without Discord credentials', () => {
  let site: SecureSite | undefined
  let dataDir: string | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const stack = readStackInfo()
    const { url, issuer } = requireIdentityProviders(stack)
    dataDir = mkdtempSync(join(tmpdir(), 'airlock-e2e-no-discord-'))
    site = await startSecureSite({
      name: 'secure-site:no-discord',
      smtpUrl: stack.mail.smtpUrl,
      chains: Object.fromEntries(
        Object.entries(stack.chains).map(([id, chain]) => [id, chain.rpcUrl]),
      ),
      dataDir,
      social: localProviderEnv(url, issuer, ['google', 'github', 'apple', 'facebook', 'x']),
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('reports Discord unavailable, and the modal offers every other provider but not Discord (nor Farcaster, which this site lacks)', async ({
    page,
    stack,
  }) => {
    if (!site) throw new Error('the secure site without Discord did not start')
    const response = await fetch(`${site.url}/api/social/providers`)
    expect(await response.json()).toEqual({
      providers: ['google', 'github', 'apple', 'facebook', 'x'],
    })

    const dapp = requireDapp(stack)
    await useDappConfig(page, dapp, { secureSiteUrl: site.url })
    await openDapp(page, dapp.url)
    await openConnect(page)
    // Hidden once the site has answered, Farcaster too (this site has none): the other
    // five fit without "More", Discord's icon slot going to the next provider.
    await expect(socialButton(page, 'Discord')).toHaveCount(0)
    await expect(socialButton(page, 'Farcaster')).toHaveCount(0)
    for (const name of ['Google', 'X', 'GitHub', 'Apple', 'Facebook']) {
      await expect(socialButton(page, name)).toBeVisible()
    }
    await expect(moreButton(page)).toHaveCount(0)
  })
})
