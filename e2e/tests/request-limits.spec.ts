/**
 * A request body larger than the limit (2 MiB) is cut off by the running site, not read
 * whole: an endless chunked body is answered 413 while it is still being sent, and the
 * site stops reading it.
 */
import { request as httpRequest } from 'node:http'
import { expect, test } from './support/fixtures'

test('an endless chunked body gets 413 and the site stops reading it', async ({ stack }) => {
  if (!stack.secureSite) throw new Error('the stack runs without the secure site')
  const site = new URL(stack.secureSite.url)
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  let sent = 0
  const outcome = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>(
    (resolve, reject) => {
      const request = httpRequest({
        host: site.hostname,
        port: site.port,
        path: '/api/auth/email',
        method: 'POST',
        // No Content-Length: Node sends the body chunked.
        headers: { origin: site.origin, 'content-type': 'application/json' },
      })
      let answered = false
      const pump = () => {
        // Endless unless the site answers; a hard stop far past the limit fails the test.
        while (!answered && !request.destroyed && sent < 256 * 1024 * 1024) {
          sent += chunk.length
          if (!request.write(chunk)) {
            request.once('drain', pump)
            return
          }
        }
        if (!answered) reject(new Error(`the site read ${sent} bytes without answering`))
      }
      request.on('response', (response) => {
        answered = true
        const sentWhenAnswered = sent
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (text: string) => {
          body += text
        })
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered })
        })
      })
      // The site may close its side while we still write: that is the point.
      request.on('error', (error) => {
        if (!answered) reject(error)
      })
      pump()
    },
  )
  expect(outcome.status).toBe(413)
  expect(JSON.parse(outcome.body)).toEqual({ message: 'Request body too large' })
  // Answered long before the sender gave up: the body was not read to its end.
  expect(outcome.sentWhenAnswered).toBeLessThan(256 * 1024 * 1024)
})
