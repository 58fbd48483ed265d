import {
  connectButton,
  connectedAddress,
  freshEmail,
  modal,
  openDapp,
  requireDapp,
  signUp,
} from './support/dapp'
import { expect, test } from './support/fixtures'
import { signUpOnDapp } from './support/signedUp'
import { frameWire, secureFrame } from './support/wire'

test('a reload keeps the session: connected again with no new code', async ({
  page,
  stack,
  mail,
}) => {
  await openDapp(page, requireDapp(stack).url)
  const email = freshEmail()
  const address = await signUp(page, mail, email)

  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
  // The new frame was asked whether a session exists, never for an email or a code.
  const asked = (await frameWire(page)).map((record) => record.type)
  expect(asked).toContain('@w3m-app/IS_CONNECTED')
  expect(asked).not.toContain('@w3m-app/CONNECT_EMAIL')
  expect(asked).not.toContain('@w3m-app/CONNECT_OTP')
  // The sign-up's two mails (device approval, code), and nothing since.
  expect(await mail.list(email)).toHaveLength(2)
})

test('sign out ends the session everywhere: other tabs, and the refresh token on the server', async ({
  page,
  context,
  stack,
  mail,
}) => {
  const { dapp, address } = await signUpOnDapp(page, stack, mail)
  const other = await context.newPage()
  await openDapp(other, dapp.url)
  expect(await connectedAddress(other)).toBe(address)
  const before = await secureFrame(page).evaluate(() => ({
    session: localStorage.getItem('@airlock-frame/session'),
    deviceId: localStorage.getItem('@airlock-frame/device-id'),
  }))
  expect(before.session).not.toBeNull()

  await connectButton(page)
    .or(page.getByRole('button', { name: /^0x/ }))
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await other.reload()
  await expect(other.getByTestId('status')).toHaveText('disconnected')
  await expect(connectButton(other)).toBeVisible()
  // The frame forgot its tokens, and the server no longer honours the old refresh token.
  const after = await secureFrame(page).evaluate(async (old) => {
    const { refreshToken } = JSON.parse(old.session ?? '{}') as { refreshToken?: string }
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken, deviceId: old.deviceId }),
    })
    return { stored: localStorage.getItem('@airlock-frame/session'), status: response.status }
  }, before)
  expect(after).toEqual({ stored: null, status: 401 })
})
