#!/usr/bin/env node
// Requests/s and p50/p99 latency of the secure site's POST /api/wallet/rpc, over loopback,
// at 1, 10 and 50 concurrent clients sharing one session:
//  - eth_call (safe: forwarded to anvil);
//  - personal_sign (approval method: POST /api/wallet/approvals, then /api/wallet/rpc with
//    the approvalId, as the frame does after a click; one operation = both requests).
// On the embedded PGlite, and on Postgres when DATABASE_URL is set (database airlock_test_2,
// see e2e/stack/postgresSites.ts). Bounded counts; prints figures, asserts nothing.
// The per-session RPC limit is lifted (the load shares one session), so its one upsert
// per call is inside the figures without refusing any. Every request carries a device
// proof (ES256 DPoP-style JWS, secure-site/src/shared/deviceProof.ts) signed here by the
// session's key, as the frame signs them: its cost on the client is in the client figure.
//
// Options: --only=postgres|pglite (one site), --ops=eth_call|personal_sign and
// --clients=50 (a subset), --scale=N (N times the operations, for steadier p99s),
// --cpu-prof=DIR (a CPU profile of the Postgres site's process under this load, written
// to DIR when it stops; lib/cpuProfilePreload.cjs, lib/profileSummary.mjs reads it),
// --workers=N (the Postgres site's AIRLOCK_WORKERS; default start.mjs's: the CPUs) and
// --fast-api=0 (AIRLOCK_FAST_API=0: the hot routes through Next too, to compare).
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { startBenchStack } from './lib/benchStack.mjs'
import { loadTs } from './lib/loadTs.mjs'
import { cpuMs, cpuSpent, findPids } from './lib/processCpu.mjs'
import { quantile } from './lib/stats.mjs'

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
    ops: { type: 'string', default: 'eth_call,personal_sign' },
    clients: { type: 'string', default: '1,10,50' },
    workers: { type: 'string' },
    'fast-api': { type: 'string', default: '1' },
  },
})
const scale = Number(options.scale)
if (!(scale > 0)) throw new Error(`--scale must be a positive number, got ${options.scale}`)
if (options.only !== undefined && !['postgres', 'pglite'].includes(options.only))
  throw new Error(`--only must be postgres or pglite, got ${options.only}`)
const workers = options.workers === undefined ? undefined : Number(options.workers)
if (workers !== undefined && !(Number.isInteger(workers) && workers > 0))
  throw new Error(`--workers takes a positive integer, got ${options.workers}`)
if (!['0', '1'].includes(options['fast-api']))
  throw new Error(`--fast-api must be 0 or 1, got ${options['fast-api']}`)
const CONCURRENCY = options.clients.split(',').map(Number)
if (!CONCURRENCY.every((clients) => Number.isInteger(clients) && clients > 0))
  throw new Error(`--clients takes positive integers, got ${options.clients}`)
const OPERATIONS = { eth_call: 300 * scale, personal_sign: 150 * scale }
const chosen = options.ops.split(',')
for (const name of chosen)
  if (!(name in OPERATIONS)) throw new Error(`--ops: unknown operation ${name}`)
const { extractOtp, mailClient } = await loadTs('stack/mailClient.ts')
const { startSecureSite, randomSecret } = await loadTs('stack/secureSite.ts')
const { e2eDatabaseUrl } = await loadTs('stack/postgresSites.ts')
const { DEVICE_PROOF_HEADER, generateDeviceKeyPair, publicJwkOf, signDeviceProof } = await loadTs(
  '../secure-site/src/shared/deviceProof.ts',
)
/** The bench's device key: one browser, one key, as the frame keeps it. */
const devicePair = await generateDeviceKeyPair()
const deviceKey = {
  privateKey: devicePair.privateKey,
  publicJwk: await publicJwkOf(devicePair.publicKey),
}
const rateLimits = { AIRLOCK_LIMIT_RPC_PER_SESSION: '1000000/1m' }

const stack = await startBenchStack({ dapp: false, projects: null, rateLimits })
const mail = mailClient(stack.info.mail.apiUrl)
const rpcUrls = { 'eip155:31337': stack.info.chains['eip155:31337'].rpcUrl }
const anvilPort = new URL(rpcUrls['eip155:31337']).port
/** The processes whose CPU time each figure reports (besides this client's own). */
const processesOf = (siteUrl, databaseName) => ({
  site: {
    cmdline: /secure-site\/scripts\/start\.mjs/,
    env: [`PORT=${new URL(siteUrl).port}`],
  },
  ...(databaseName ? { postgres: { cmdline: new RegExp(`^postgres: .* ${databaseName} `) } } : {}),
  anvil: { cmdline: new RegExp(`anvil .*--port ${anvilPort} `) },
})
const sites =
  options.only === 'postgres'
    ? []
    : [
        {
          name: 'PGlite',
          url: stack.info.secureSite.url,
          processes: processesOf(stack.info.secureSite.url, null),
        },
      ]
let postgres = null
try {
  const databaseUrl = options.only === 'pglite' ? null : e2eDatabaseUrl()
  if (databaseUrl) {
    // The site's process inherits this process's variables (e2e/stack/processes.ts).
    const saved = { ...process.env }
    if (options['cpu-prof'] !== undefined) {
      const preload = fileURLToPath(new URL('./lib/cpuProfilePreload.cjs', import.meta.url))
      process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`
      process.env.BENCH_CPU_PROF_DIR = path.resolve(options['cpu-prof'])
    }
    postgres = await startSecureSite({
      name: 'secure-site:bench-pg',
      smtpUrl: stack.info.mail.smtpUrl,
      chains: rpcUrls,
      databaseUrl,
      kek: randomSecret(),
      sessionSecret: randomSecret(),
      rateLimits,
      // As production runs it: no AIRLOCK_DEV.
      dev: false,
      workers,
      fastApi: options['fast-api'] === '1',
    }).finally(() => {
      for (const name of ['NODE_OPTIONS', 'BENCH_CPU_PROF_DIR']) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
    })
    sites.push({
      name: 'Postgres',
      url: postgres.url,
      processes: processesOf(postgres.url, new URL(databaseUrl).pathname.slice(1)),
    })
  } else if (options.only !== 'pglite') {
    console.log('(DATABASE_URL is not set: PGlite only)')
  }
  for (const site of sites) await benchSite(site)
} finally {
  await postgres?.stop()
  await stack.stop()
}

async function benchSite(site) {
  const api = client(site.url)
  try {
    await benchOperations(site, api)
  } finally {
    api.close()
  }
}

async function benchOperations(site, api) {
  const session = await signIn(api, site.url)
  const { addresses } = await api.get('/api/user', session.accessToken)
  const chainId = 'eip155:31337'
  const operations = {
    eth_call: () =>
      api.post(
        '/api/wallet/rpc',
        { method: 'eth_call', params: [{ to: addresses.eip155, data: '0x' }, 'latest'], chainId },
        session.accessToken,
      ),
    personal_sign: async () => {
      // As the frame sends it since §2: the account the card showed, bound by the grant.
      const call = {
        method: 'personal_sign',
        params: ['0x68656c6c6f', addresses.eip155],
        chainId,
        account: addresses.eip155,
      }
      const { approvalId } = await api.post('/api/wallet/approvals', call, session.accessToken)
      return api.post('/api/wallet/rpc', { ...call, approvalId }, session.accessToken)
    },
  }
  for (const [name, operation] of Object.entries(operations)) {
    if (!chosen.includes(name)) continue
    await operation() // first use: route code and caches loaded
    for (const clients of CONCURRENCY) {
      const cpuBefore = cpuReadings(site.processes)
      const result = await load(operation, OPERATIONS[name], clients)
      const cpu = cpuPerOperation(site.processes, cpuBefore, result.count)
      console.log(
        `${site.name.padEnd(8)} ${name.padEnd(13)} ${String(clients).padStart(2)} clients: ` +
          `${result.perSecond.toFixed(0).padStart(5)} ops/s, p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms (${result.count} ops${result.errors ? `, ${result.errors} errors` : ''})` +
          `; CPU ms/op: ${cpu}`,
      )
      if (result.firstError) console.log(`  first error: ${result.firstError.message}`)
    }
  }
}

function cpuReadings(processes) {
  const readings = { client: process.cpuUsage() }
  for (const [name, match] of Object.entries(processes)) readings[name] = cpuMs(findPids(match))
  return readings
}

/** "site 3.1, postgres 1.2, anvil 0.0, client 1.5": CPU milliseconds per operation. */
function cpuPerOperation(processes, before, count) {
  const parts = Object.entries(processes).map(([name, match]) => {
    const spent = cpuSpent(before[name], cpuMs(findPids(match)))
    return `${name} ${(spent / count).toFixed(2)}`
  })
  const client = process.cpuUsage(before.client)
  parts.push(`client ${((client.user + client.system) / 1000 / count).toFixed(2)}`)
  return parts.join(', ')
}

/** Runs `count` operations with `clients` workers pulling from one counter. */
async function load(operation, count, clients) {
  const latencies = []
  let next = 0
  let errors = 0
  let firstError = null
  const startedAt = performance.now()
  const worker = async () => {
    while (next < count) {
      next += 1
      const began = performance.now()
      try {
        await operation()
        latencies.push(performance.now() - began)
      } catch (error) {
        errors += 1
        firstError ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, worker))
  const seconds = (performance.now() - startedAt) / 1000
  return {
    count,
    errors,
    firstError,
    perSecond: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  }
}

/**
 * The email login the frame performs, done directly against the API: a new device, so
 * the approval link first (its page's form, posted), then the code it sends.
 */
async function signIn(api, siteUrl) {
  const email = `bench-${randomUUID()}@example.test`
  const deviceId = randomUUID()
  const projectId = 'airlock-bench'
  const before = new Date()
  await api.post('/api/auth/email', { email, projectId, deviceId, origin: 'http://127.0.0.1:5173' })
  const linkMail = await mail.waitForMail(email, { after: before, timeoutMs: 30_000 })
  const token = new URL(
    /https?:\/\/\S+\/device\/approve\?token=[\w-]+/.exec(linkMail.text)[0],
  ).searchParams.get('token')
  const approved = await fetch(`${siteUrl}/api/auth/device/approve`, {
    method: 'POST',
    headers: { origin: siteUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  })
  if (approved.status !== 303) throw new Error(`device approval: HTTP ${approved.status}`)
  const code = extractOtp(await mail.waitForMail(email, { after: linkMail.id, timeoutMs: 30_000 }))
  const tokens = await api.post('/api/auth/otp', { email, otp: code, deviceId, projectId })
  if (!tokens.accessToken) throw new Error(`no session from ${siteUrl}`)
  return tokens
}

/**
 * The API over node:http with kept-alive connections, one per concurrent client, sending
 * what a browser's fetch sends (Origin, Accept-Encoding: gzip, deflate). Not the global
 * fetch: on a 2-core machine its own CPU cost per request (undici's web streams) would
 * be taken from the server under test.
 */
function client(base) {
  const agent = new http.Agent({ keepAlive: true })
  const request = async (method, path, body, token) => {
    const proof = await signDeviceProof(deviceKey, {
      method,
      path,
      body: body === undefined ? '' : JSON.stringify(body),
      accessToken: token,
      now: Date.now(),
    })
    return new Promise((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body)
      const headers = {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate',
        origin: base,
        [DEVICE_PROOF_HEADER]: proof,
      }
      if (text !== undefined) {
        headers['content-type'] = 'application/json'
        headers['content-length'] = Buffer.byteLength(text)
      }
      if (token) headers.authorization = `Bearer ${token}`
      const outgoing = http.request(new URL(path, base), { method, headers, agent }, (response) => {
        const encoding = response.headers['content-encoding']
        const stream =
          encoding === 'gzip' || encoding === 'deflate'
            ? response.pipe(encoding === 'gzip' ? zlib.createGunzip() : zlib.createInflate())
            : response
        const chunks = []
        stream.on('data', (chunk) => chunks.push(chunk))
        stream.on('error', reject)
        stream.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
            if (response.statusCode >= 400)
              reject(new Error(`${path}: ${response.statusCode} ${json.message}`))
            else resolve(json)
          } catch (error) {
            reject(error)
          }
        })
      })
      outgoing.on('error', reject)
      outgoing.end(text)
    })
  }
  return {
    get: (path, token) => request('GET', path, undefined, token),
    post: (path, body, token) => request('POST', path, body, token),
    close: () => agent.destroy(),
  }
}
