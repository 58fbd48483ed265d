/**
 * Vitest setup: the fake secure site (https://wallet.example) is never on the network.
 * Its providers list (asked by the Connect view's social buttons) answers 404 here, as
 * an older site would, so no test reaches for DNS and nothing is hidden; every other
 * request goes to the fetch the test has (tests that stub fetch replace this one).
 */
import { SECURE_SITE_URL } from './fakeFrame'

const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (url.startsWith(`${SECURE_SITE_URL}/`))
    return Promise.resolve(new Response('not here', { status: 404 }))
  return realFetch(input, init)
}
