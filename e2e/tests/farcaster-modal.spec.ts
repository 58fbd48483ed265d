/**
 * Sign In With Farcaster through the example dapp's modal: the Farcaster button, the
 * ConnectingFarcaster view's QR code (decoded from its pixels, as a phone would read
 * it), the test Farcaster client approving that URL with a custody key registered on
 * the local registries, and the Account view with the Farcaster username; the page the
 * QR code opens names the requesting dapp. Cancel ends the attempt for good: a late
 * approval signs the frame in, the host signs it out again, and the server refuses
 * that session's tokens. The frame protocol itself is farcaster-login.spec.
 */
import type { Page } from '@playwright/test'
import { connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { farcasterClient, registeredFid, requireFarcaster } from './support/farcaster'
import { expect, test } from './support/fixtures'
import { decodeQr } from './support/qrDecode'
import { openConnect, revealSocialButton } from './support/social'
import { frameSession, frameWire, wireOf } from './support/wire'

/** Clicks Farcaster on Connect; returns the sign-in URL the view's QR code holds. */
async function startFarcaster(page: Page, relayUrl: string): Promise<string> {
  await openConnect(page)
  await (await revealSocialButton(page, 'Farcaster')).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingFarcaster')
  const qr = modal(page).getByRole('img', { name: 'Farcaster sign-in QR code' })
  await expect(qr).toBeVisible()
  let url: string | undefined
  await expect
    .poll(async () => {
      url = await decodeQr(qr).catch(() => undefined)
      return url
    })
    .toContain(`${relayUrl}/~/siwf?channelToken=`)
  return url as string
}

test('the QR code signs in with Farcaster: Account shows the username, a reload keeps it', async ({
  page,
  stack,
}) => {
  const { relayUrl } = requireFarcaster(stack)
  const client = farcasterClient(stack)
  const alice = await registeredFid(client)
  const username = `alice${alice.fid}`
  await openDapp(page, requireDapp(stack).url)
  const url = await startFarcaster(page, relayUrl)
  await expect(modal(page).getByText('Waiting for Farcaster')).toBeVisible()

  // What the person approves names the dapp that asked, not only the secure site.
  const approvalPage = await page.context().newPage()
  await approvalPage.goto(url)
  await expect(approvalPage.locator('#requester')).toHaveText(
    `Requested by ${new URL(requireDapp(stack).url).host}`,
  )
  await approvalPage.close()

  await client.approve(url, { ...alice, username })
  const address = await connectedAddress(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByTestId('account-social')).toHaveText(username)

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('address')).toHaveText(address)
})

test('Cancel ends the attempt: approving the old link afterwards leaves no session, on the server either', async ({
  page,
  stack,
}) => {
  const { relayUrl } = requireFarcaster(stack)
  const client = farcasterClient(stack)
  const bob = await registeredFid(client)
  const late = lateSession(page)
  await openDapp(page, requireDapp(stack).url)
  const url = await startFarcaster(page, relayUrl)
  await modal(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')

  await client.approve(url, { ...bob, username: `bob${bob.fid}` })
  // The frame's wait outlives Cancel: its next poll signs it in as bob and it answers
  // CONNECT_FARCASTER. The host, whose attempt ended, must sign the frame out again.
  await expect
    .poll(async () => (await wireOf(page)).map((record) => record.type))
    .toContain('@w3m-frame/CONNECT_FARCASTER_SUCCESS')
  await expect
    .poll(async () => (await frameWire(page)).map((record) => record.type))
    .toContain('@w3m-app/SIGN_OUT')
  await expect.poll(() => frameSession(page)).toBeNull()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(page.getByTestId('address')).toHaveText('Not connected')

  // The server made a session for the late approval; the sign-out revoked it there:
  // from Node, neither its access token nor its refresh token works any more.
  const secureSiteUrl = requireSecureSite(stack)
  const tokens = await late
  await expect
    .poll(async () => {
      const user = await fetch(`${secureSiteUrl}/api/user`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      })
      return user.status
    })
    .toBe(401)
  const refresh = await fetch(`${secureSiteUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: secureSiteUrl },
    body: JSON.stringify({ refreshToken: tokens.refreshToken, deviceId: tokens.deviceId }),
  })
  expect(refresh.status).toBe(401)
})

/** The tokens the server answers the frame's Farcaster poll with, once it connects. */
function lateSession(
  page: Page,
): Promise<{ accessToken: string; refreshToken: string; deviceId: string }> {
  return new Promise((resolve) => {
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/auth/farcaster/connect') || !response.ok()) return
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
      if (answer.status !== 'connected') return
      const sent = (response.request().postDataJSON() ?? {}) as Record<string, unknown>
      resolve({
        accessToken: String(answer.accessToken),
        refreshToken: String(answer.refreshToken),
        deviceId: String(sent.deviceId),
      })
    })
  })
}

function requireSecureSite(stack: { secureSite: { url: string } | null }): string {
  if (!stack.secureSite) throw new Error('the stack runs without the secure site')
  return stack.secureSite.url
}
