/**
 * Issue 22 §3: a stolen token alone signs nothing. After a real sign-up in the browser,
 * the frame's tokens are read out of its storage (as an XSS on a log or a storage dump
 * would), and a script in Node tries to sign with them: without a proof, with a proof by
 * its own key, with a proof captured from the browser's own request (replayed, and put
 * on another body), and refreshes with the stolen refresh token. Each is refused with its
 * exact message, and the browser itself still signs (approval card) and refreshes.
 */
import type { Request } from '@playwright/test'
import { verifyMessage } from 'viem'
import { DEVICE_PROOF_HEADER, signDeviceProof } from '../../secure-site/src/shared/deviceProof'
import { approve } from './support/approval'
import { attackerKey } from './support/deviceProof'
import { EXAMPLE_MESSAGE } from './support/exampleDappRequests'
import { expect, test } from './support/fixtures'
import { signUpOnDapp } from './support/signedUp'
import { frameSession, secureFrame } from './support/wire'

interface Tokens {
  accessToken: string
  refreshToken: string
}

interface Captured {
  path: string
  body: string
  proof: string
  authorization: string
}

/** The attacker's own key, made in Node. */
/** A POST from Node to the secure site's API, forging the Origin its routes check. */
async function post(
  origin: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * The whole theft: record a grant for personal_sign, then sign with it, as the frame does
 * after a click. `prove` adds the attacker's proof headers to each request. Returns the
 * first refusal, or the signature when both went through.
 */
async function stealSignature(
  origin: string,
  accessToken: string,
  address: string,
  prove: (path: string, body: string) => Promise<Record<string, string>>,
) {
  const call = {
    method: 'personal_sign',
    params: ['0x6174746163686b6572', address],
    chainId: 'eip155:31337',
    account: address,
  }
  const send = async (path: string, payload: unknown) => {
    const body = JSON.stringify(payload)
    return post(origin, path, body, {
      authorization: `Bearer ${accessToken}`,
      ...(await prove(path, body)),
    })
  }
  const grant = await send('/api/wallet/approvals', call)
  if (grant.status !== 200) return grant
  const signed = await send('/api/wallet/rpc', { ...call, approvalId: grant.body.approvalId })
  return signed
}

test('a token stolen from the frame signs and refreshes nothing without the frame’s device key', async ({
  page,
  stack,
  mail,
}) => {
  const { secureOrigin, address } = await signUpOnDapp(page, stack, mail)
  const frame = secureFrame(page)

  // The key: in the secure origin's IndexedDB, its private half not extractable.
  const key = await frame.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('@airlock-frame/keys', 1)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('keys').objectStore('keys').get('device')
          get.onsuccess = async () => {
            const pair = get.result as CryptoKeyPair
            const exported = await crypto.subtle.exportKey('jwk', pair.privateKey).then(
              () => 'exported',
              (error: Error) => error.name,
            )
            resolve({
              extractable: pair.privateKey.extractable,
              algorithm: pair.privateKey.algorithm,
              exported,
            })
          }
        }
      }),
  )
  expect(key).toEqual({
    extractable: false,
    algorithm: { name: 'ECDSA', namedCurve: 'P-256' },
    exported: 'InvalidAccessError',
  })

  // The theft: the tokens as the frame's storage holds them.
  const stolen = JSON.parse((await frameSession(page)) ?? '{}') as Tokens
  expect(stolen.accessToken).toMatch(/^ey/)

  // The browser's own requests, with their proofs, as a network log would show them.
  const captured: Captured[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    const proof = request.headers()[DEVICE_PROOF_HEADER.toLowerCase()]
    if (url.origin !== secureOrigin || request.method() !== 'POST' || !proof) return
    captured.push({
      path: url.pathname,
      body: request.postData() ?? '',
      proof,
      authorization: request.headers().authorization ?? '',
    })
  })

  // The browser signs, through the card.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)
  const browserSign = captured.find(
    (request) => request.path === '/api/wallet/rpc' && request.body.includes('personal_sign'),
  )
  expect(browserSign?.authorization).toMatch(/^Bearer ey/)
  if (!browserSign) throw new Error('the browser sent no personal_sign')

  // Soft: with the protection removed, one run shows every attack that then succeeds.
  // (1) The stolen token, no proof.
  expect
    .soft(await stealSignature(secureOrigin, stolen.accessToken, address, async () => ({})))
    .toEqual({ status: 401, body: { message: 'Device proof required' } })

  // (2) The stolen token, proved by the attacker's own key.
  const theirs = await attackerKey()
  const byAttacker = (token?: string) => async (path: string, body: string) => ({
    [DEVICE_PROOF_HEADER]: await signDeviceProof(theirs, {
      method: 'POST',
      path,
      body,
      accessToken: token,
      now: Date.now(),
    }),
  })
  expect
    .soft(
      await stealSignature(
        secureOrigin,
        stolen.accessToken,
        address,
        byAttacker(stolen.accessToken),
      ),
    )
    .toEqual({ status: 401, body: { message: 'Session is bound to another device' } })

  // (3) The browser's own proof, replayed with its request as captured.
  const replay = (body: string) =>
    post(secureOrigin, browserSign.path, body, {
      authorization: browserSign.authorization,
      [DEVICE_PROOF_HEADER]: browserSign.proof,
    })
  expect.soft(await replay(browserSign.body)).toEqual({
    status: 401,
    body: { message: 'Device proof already used' },
  })

  // (4) That proof on another body.
  const other = { ...(JSON.parse(browserSign.body) as object), params: ['0x6f74686572', address] }
  expect.soft(await replay(JSON.stringify(other))).toEqual({
    status: 401,
    body: { message: 'Device proof is for another request' },
  })

  // (5) The stolen refresh token: without a proof, and with the attacker's.
  const deviceId = await frame.evaluate(() => localStorage.getItem('@airlock-frame/device-id'))
  const refreshBody = JSON.stringify({ refreshToken: stolen.refreshToken, deviceId })
  expect.soft(await post(secureOrigin, '/api/auth/refresh', refreshBody, {})).toEqual({
    status: 401,
    body: { message: 'Device proof required' },
  })
  expect
    .soft(
      await post(
        secureOrigin,
        '/api/auth/refresh',
        refreshBody,
        await byAttacker()('/api/auth/refresh', refreshBody),
      ),
    )
    .toEqual({ status: 401, body: { message: 'Session is bound to another device' } })

  // The browser still refreshes and signs: its access token spoilt, the next call is
  // refused, the frame refreshes with its key (a new refresh token), retries, and signs.
  await frame.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('@airlock-frame/session') ?? '{}') as Tokens
    localStorage.setItem(
      '@airlock-frame/session',
      JSON.stringify({ ...session, accessToken: 'spoilt.access.token' }),
    )
  })
  captured.length = 0
  // The same message signs to the same signature (RFC 6979): clear the last one first.
  await page.getByTestId('result').evaluate((output) => {
    output.textContent = ''
  })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(signature)
  const paths = captured.map((request) => request.path)
  expect(paths).toContain('/api/auth/refresh')
  expect(paths.slice(-2)).toEqual(['/api/wallet/approvals', '/api/wallet/rpc'])
  const renewed = JSON.parse((await frameSession(page)) ?? '{}') as Tokens
  expect(renewed.refreshToken).not.toBe(stolen.refreshToken)
  expect(renewed.accessToken).not.toBe('spoilt.access.token')
})
