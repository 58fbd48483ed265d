import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticServer, startStaticServer } from './staticServer'

/** Raw GET, because fetch would normalise the very paths under test. */
function rawGet(
  url: string,
  path: string,
): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/`, { path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('static server', () => {
  let dir: string
  let server: StaticServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'airlock-static-'))
    await mkdir(join(dir, 'site', 'assets'), { recursive: true })
    await writeFile(join(dir, 'secret.txt'), 'TOP SECRET')
    await writeFile(join(dir, 'site', 'index.html'), '<h1>app</h1>')
    await writeFile(join(dir, 'site', 'assets', 'app.js'), 'console.log(1)')
    await symlink(join(dir, 'secret.txt'), join(dir, 'site', 'leak.txt'))
    server = await startStaticServer({ root: join(dir, 'site') })
  })
  afterAll(async () => {
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves files with their content type', async () => {
    const js = await rawGet(server.url, '/assets/app.js')
    expect(js).toMatchObject({ status: 200, body: 'console.log(1)' })
    expect(js.type).toBe('text/javascript; charset=utf-8')
    expect(await rawGet(server.url, '/')).toMatchObject({ status: 200, body: '<h1>app</h1>' })
  })

  it('falls back to index.html for SPA routes but not for missing assets', async () => {
    expect(await rawGet(server.url, '/account/settings')).toMatchObject({
      status: 200,
      body: '<h1>app</h1>',
    })
    expect((await rawGet(server.url, '/assets/missing.js')).status).toBe(404)
  })

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/leak.txt',
  ])('never serves a file outside the root: %s', async (path) => {
    const answer = await rawGet(server.url, path)
    expect(answer.body).not.toContain('TOP SECRET')
    expect([403, 404]).toContain(answer.status)
  })

  it('serves generated files per server, over the same root, before the SPA fallback', async () => {
    const files = (projectId: string) => ({
      '/airlock.config.json': JSON.stringify({ projectId }),
    })
    const [one, two] = await Promise.all([
      startStaticServer({ root: join(dir, 'site'), files: files('one') }),
      startStaticServer({ root: join(dir, 'site'), files: files('two') }),
    ])
    try {
      const first = await rawGet(one.url, '/airlock.config.json')
      expect(first).toMatchObject({ status: 200, body: '{"projectId":"one"}' })
      expect(first.type).toBe('application/json; charset=utf-8')
      expect((await rawGet(two.url, '/airlock.config.json')).body).toBe('{"projectId":"two"}')
      expect((await rawGet(server.url, '/airlock.config.json')).status).toBe(404)
      expect((await rawGet(one.url, '/__proto__')).body).toBe('<h1>app</h1>')
    } finally {
      await Promise.all([one.stop(), two.stop()])
    }
  })
})
