import type { APIResponse, Route } from '@playwright/test'
import {
  freshEmail,
  modal,
  openDapp,
  requireDapp,
  submitEmail,
  useDappConfig,
} from './support/dapp'
import { expect, test } from './support/fixtures'
import { wireOf } from './support/wire'

test("a secure-site API call that outlives the host's wait ends in Embedded Wallet Request Timed Out; the late answer changes nothing", async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  // Long enough for the frame to load first (the clock starts when the request is made).
  await useDappConfig(page, dapp, { frameTimeouts: { requestMs: 5_000 } })
  // The frame's call reaches the server, which does its work; its answer is held back
  // until after the host has given up waiting.
  let held: { route: Route; response: APIResponse } | undefined
  await page.route(`${dapp.config.secureSiteUrl}/api/auth/email`, async (route) => {
    held = { route, response: await route.fetch() }
  })
  await openDapp(page, dapp.url)
  const email = freshEmail()
  await submitEmail(page, email)
  // The server answered, and the frame is still waiting for that answer.
  await expect.poll(() => held !== undefined).toBe(true)
  expect(held?.response.status()).toBe(200)

  await expect(modal(page).getByText('Embedded Wallet Request Timed Out').first()).toBeVisible()
  // The form is usable again: no spinner left waiting on the dead request.
  const send = modal(page).getByRole('button', { name: 'Continue', exact: true })
  await expect(send).toBeEnabled()
  await expect(send).not.toHaveAttribute('aria-busy', 'true')
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')

  // Now the frame gets the server's answer and passes it on, late.
  if (held) await held.route.fulfill({ response: held.response })
  await expect
    .poll(async () => (await wireOf(page)).map((record) => record.type))
    .toContain('@w3m-frame/CONNECT_EMAIL_SUCCESS')
  // The timed-out request was removed, so the late answer settles nothing: no code step.
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  // The request did reach the server: its one code mail went out, and only one.
  await mail.waitForMail(email)
  expect(await mail.list(email)).toHaveLength(1)
})
