#!/usr/bin/env node
// Requests/s and p50/p99 latency of the secure site's POST /api/wallet/rpc, over loopback,
// at 1, 10 and 50 concurrent clients sharing one session:
//  - eth_call (safe: forwarded to anvil);
//  - personal_sign (approval method: POST /api/wallet/approvals, then /api/wallet/rpc with
//    the approvalId, as the frame does after a click; one operation = both requests).
// On the embedded PGlite, and on Postgres when DATABASE_URL is set (database airlock_test_2,
// see e2e/stack/postgresSites.ts). Bounded counts; prints figures, asserts nothing.
// The per-session RPC limit is lifted (the load shares one session), so its one upsert
// per call is inside the figures without refusing any.
//
// Options: --only=postgres|pglite (one site), --scale=N (N times the operations, for
// steadier p99s), --site-node-options='--cpu-prof --cpu-prof-dir=/tmp/prof' (NODE_OPTIONS
// of the Postgres site only, for profiling it under this load).
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { loadE2e, startBenchStack } from './lib/e2e.mjs'
import { quantile } from './lib/stats.mjs'

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
    'site-node-options': { type: 'string' },
  },
})
const scale = Number(options.scale)
if (!(scale > 0)) throw new Error(`--scale must be a positive number, got ${options.scale}`)
if (options.only !== undefined && !['postgres', 'pglite'].includes(options.only))
  throw new Error(`--only must be postgres or pglite, got ${options.only}`)
const CONCURRENCY = [1, 10, 50]
const OPERATIONS = { eth_call: 300 * scale, personal_sign: 150 * scale }
const { extractOtp, mailClient } = await loadE2e('stack/mailClient.ts')
const { startSecureSite, randomSecret } = await loadE2e('stack/secureSite.ts')
const { e2eDatabaseUrl } = await loadE2e('stack/postgresSites.ts')
const rateLimits = { AIRLOCK_LIMIT_RPC_PER_SESSION: '1000000/1m' }

const stack = await startBenchStack({ dapp: false, projects: null, rateLimits })
const mail = mailClient(stack.info.mail.apiUrl)
const rpcUrls = { 'eip155:31337': stack.info.chains['eip155:31337'].rpcUrl }
const sites =
  options.only === 'postgres' ? [] : [{ name: 'PGlite', url: stack.info.secureSite.url }]
let postgres = null
try {
  const databaseUrl = options.only === 'pglite' ? null : e2eDatabaseUrl()
  if (databaseUrl) {
    // The site's process inherits this shell's variables (e2e/stack/processes.ts).
    const nodeOptions = process.env.NODE_OPTIONS
    if (options['site-node-options'] !== undefined)
      process.env.NODE_OPTIONS = options['site-node-options']
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
    }).finally(() => {
      if (nodeOptions === undefined) delete process.env.NODE_OPTIONS
      else process.env.NODE_OPTIONS = nodeOptions
    })
    sites.push({ name: 'Postgres', url: postgres.url })
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
    await operation() // first use: route code and caches loaded
    for (const clients of CONCURRENCY) {
      const result = await load(operation, OPERATIONS[name], clients)
      console.log(
        `${site.name.padEnd(8)} ${name.padEnd(13)} ${String(clients).padStart(2)} clients: ` +
          `${result.perSecond.toFixed(0).padStart(5)} ops/s, p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms (${result.count} ops${result.errors ? `, ${result.errors} errors` : ''})`,
      )
    }
  }
}

/** Runs `count` operations with `clients` workers pulling from one counter. */
async function load(operation, count, clients) {
  const latencies = []
  let next = 0
  let errors = 0
  const startedAt = performance.now()
  const worker = async () => {
    while (next < count) {
      next += 1
      const began = performance.now()
      try {
        await operation()
        latencies.push(performance.now() - began)
      } catch {
        errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, worker))
  const seconds = (performance.now() - startedAt) / 1000
  return {
    count,
    errors,
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

function client(base) {
  const request = async (method, path, body, token) => {
    const headers = { accept: 'application/json', origin: base }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`)
    return json
  }
  return {
    get: (path, token) => request('GET', path, undefined, token),
    post: (path, body, token) => request('POST', path, body, token),
  }
}
