import { describe, expect, it } from 'vitest'
import { ServerError } from '../errors'
import { formPost, MAX_FORM_BYTES } from './formPost'

const SITE = 'https://wallet.example'

function form(body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/user/email/revert`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
    body,
  })
}

describe('form POSTs of the site’s own pages', () => {
  const seen: string[] = []
  const handler = formPost(
    async (fields) => {
      seen.push(fields.get('token') ?? '')
      return '/email/revert/done'
    },
    () => SITE,
  )

  it('act on a same-origin form and answer with a 303 to the outcome page', async () => {
    const response = await handler(form('token=abc'))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/email/revert/done')
    expect(seen).toEqual(['abc'])
  })

  it('refuse another site’s form, a request with no Origin, JSON and oversized bodies', async () => {
    seen.length = 0
    const crossSite = await handler(form('token=abc', { origin: 'https://evil.example' }))
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ message: 'Forbidden: cross-origin request' })
    const noOrigin = new Request(`${SITE}/api/user/email/revert`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=abc',
    })
    expect((await handler(noOrigin)).status).toBe(403)
    const json = await handler(form('{"token":"abc"}', { 'content-type': 'application/json' }))
    expect(json.status).toBe(415)
    expect((await handler(form(`token=${'a'.repeat(5000)}`))).status).toBe(413)
    expect(seen).toEqual([])
  })

  it('cut a chunked body off just past the limit instead of reading it whole', async () => {
    seen.length = 0
    const state = { pulled: 0, cancelled: false }
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          state.pulled += 1
          controller.enqueue(new TextEncoder().encode('a'.repeat(256)))
        },
        cancel() {
          state.cancelled = true
        },
      },
      { highWaterMark: 0 },
    )
    const endless = new Request(`${SITE}/api/user/email/revert`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await handler(endless)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body too large' })
    // 1 KiB is 4 chunks: the 5th crossed the limit and nothing more was read.
    expect(state.pulled).toBe(MAX_FORM_BYTES / 256 + 1)
    expect(state.cancelled).toBe(true)
    expect(seen).toEqual([])
  })

  it('never redirects off the site, and maps refusals to their message', async () => {
    const offSite = formPost(
      async () => '//evil.example/x',
      () => SITE,
    )
    expect((await offSite(form('token=abc'))).status).toBe(500)
    const refused = formPost(
      async () => {
        throw new ServerError('INVALID_REVERT_LINK')
      },
      () => SITE,
    )
    const response = await refused(form('token=abc'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'This link is invalid, was already used or has expired',
    })
  })
})
