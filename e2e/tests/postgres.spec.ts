import { type Hex, verifyMessage } from 'viem'
import { runPostgresSuites } from '../stack/postgresSites'
import { switchProxyClient } from '../stack/switchProxy'
import { approve } from './support/approval'
import { freshEmail, openDapp, requireDapp, signUp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'

const MESSAGE = 'Hello from the Airlock example dapp'

test('two secure-site processes on one Postgres: sign in through one, sign through the other', async ({
  page,
  stack,
  mail,
}) => {
  // Skips locally without a database; in CI a missing one fails (runPostgresSuites).
  test.skip(!runPostgresSuites(), 'DATABASE_URL is not set: no Postgres secure sites')
  const sites = stack.postgres
  if (!sites) throw new Error('DATABASE_URL is set but the stack started no Postgres secure sites')
  // One origin in front of both processes, as a load balancer would be; "a" serves first.
  const proxy = switchProxyClient(sites.controlUrl)
  await proxy.activate('a')
  // Only what this test caused counts (a rerun against a kept stack has older entries).
  const mark = (await proxy.state()).served.at(-1)?.seq ?? 0
  const servedSince = async (seq: number) =>
    (await proxy.state()).served.filter((request) => request.seq > seq)
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { secureSiteUrl: sites.url })
  await openDapp(page, dapp.url)
  const address = await signUp(page, mail, freshEmail())
  const signedIn = await servedSince(mark)
  for (const path of ['/sdk', '/api/auth/email', '/api/auth/otp']) {
    expect(signedIn).toContainEqual(expect.objectContaining({ backend: 'a', path }))
  }
  expect(signedIn.filter((request) => request.backend === 'b')).toEqual([])

  // From here on only "b" answers: the session, the user and the sealed wallet that "a"
  // created must all come from the shared database (and the shared KEK).
  await proxy.activate('b')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

  const signing = await servedSince(signedIn.at(-1)?.seq ?? mark)
  expect(signing.map((request) => request.backend)).not.toContain('a')
  expect(signing.map((request) => request.path)).toEqual(
    expect.arrayContaining(['/api/user', '/api/wallet/approvals', '/api/wallet/rpc']),
  )
})
