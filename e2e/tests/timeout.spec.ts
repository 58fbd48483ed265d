import type { Route } from '@playwright/test'
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

test('a hung secure-site API ends in Embedded Wallet Request Timed Out, leaving nothing pending', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  // Long enough for the frame to load first (the clock starts when the request is made).
  await useDappConfig(page, dapp, { frameTimeouts: { requestMs: 5_000 } })
  // The frame's own call to its API hangs: the host's request timer must end the wait.
  let held: Route | undefined
  await page.route(`${dapp.config.secureSiteUrl}/api/auth/email`, (route) => {
    held = route
  })
  await openDapp(page, dapp.url)
  const email = freshEmail()
  await submitEmail(page, email)
  // The frame got the request and its API call is now in flight, going nowhere.
  await expect.poll(() => held !== undefined).toBe(true)

  await expect(modal(page).getByText('Embedded Wallet Request Timed Out').first()).toBeVisible()
  // The form is usable again: no spinner left waiting on the dead request.
  const send = modal(page).getByRole('button', { name: 'Continue' })
  await expect(send).toBeEnabled()
  await expect(send).not.toHaveAttribute('aria-busy', 'true')
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')

  // Let the hung call finish now: the frame answers the request it was given, late.
  await held?.fulfill({ json: { action: 'VERIFY_OTP' } })
  await expect
    .poll(async () => (await wireOf(page)).map((record) => record.type))
    .toContain('@w3m-frame/CONNECT_EMAIL_SUCCESS')
  // The timed-out request was removed, so the late answer settles nothing: no code step.
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  // The request never reached the server: no mail went out.
  expect(await mail.list(email)).toEqual([])
})
