/**
 * The node:http side of the fast path: the content coding it picks, and answers
 * compressed only where Next's compression would (large, transformable, accepted).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiAnswer } from '../http/apiExchange'
import { jsonAnswer } from '../http/http'
import { chooseEncoding, serveWithNode } from './nodeExchange'

describe('chooseEncoding', () => {
  it('prefers gzip, then deflate, and honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull()
    expect(chooseEncoding('')).toBeNull()
    expect(chooseEncoding('gzip, deflate, br')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBe('deflate')
    expect(chooseEncoding('gzip;q=0, deflate')).toBe('deflate')
    expect(chooseEncoding('gzip;q=0.2, deflate;q=0.8')).toBe('deflate')
    expect(chooseEncoding('br')).toBeNull()
    expect(chooseEncoding('*')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
  })
})

describe('serveWithNode', () => {
  let answer: ApiAnswer = jsonAnswer({})
  let seen: { url: string; forwardedFor: string | null; body: string } | null = null
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      void serveWithNode(
        async (apiRequest) => {
          seen = {
            url: apiRequest.url,
            forwardedFor: apiRequest.headers.get('x-forwarded-for'),
            body: await apiRequest.readText(1024),
          }
          return answer
        },
        request,
        response,
        { hostname: 'localhost', port: 3001 },
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const post = (headers: Record<string, string>, body = '{}') =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const request = http.request(`${base}/api/wallet/rpc?x=1`, { method: 'POST', headers })
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
        )
      })
      request.on('error', reject)
      request.end(body)
    })

  it("gives the handler Next's URL, the X-Forwarded-For Next fills in, and the body", async () => {
    await post({}, '{"a":1}')
    expect(seen).toEqual({
      url: 'http://localhost:3001/api/wallet/rpc?x=1',
      forwardedFor: '127.0.0.1',
      body: '{"a":1}',
    })
  })

  it('compresses a large answer for a client that accepts it, and only then', async () => {
    answer = jsonAnswer({ result: 'x'.repeat(5000) })
    const gzipped = await post({ 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.bytes).toString()).toBe(answer.body)
    expect(gzipped.headers.vary).toBe('Accept-Encoding')
    const plain = await post({})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes.toString()).toBe(answer.body)
  })

  it('leaves a small (no-transform) answer as it is', async () => {
    answer = jsonAnswer({ result: '0x1' })
    expect(answer.headers['cache-control']).toContain('no-transform')
    const small = await post({ 'accept-encoding': 'gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.vary).toBeUndefined()
    expect(small.bytes.toString()).toBe(answer.body)
  })
})
