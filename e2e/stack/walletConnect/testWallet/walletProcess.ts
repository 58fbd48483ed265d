/**
 * The test wallet as its own Node process (`node --import tsx walletProcess.ts`),
 * configured by environment and driven over HTTP on loopback:
 *   POST /pair {uri}            pair with a dapp's wc: URI
 *   PUT  /mode {proposals?, requests?}   'approve' | 'reject' (requests also 'hold')
 *   POST /release               answer the requests held in 'hold' mode
 *   POST /disconnect {topic?}   end one session (or all) from the wallet
 *   POST /switch {chainId}      the user picks another eip155 network in the wallet
 *   POST /extend {topic?}       extend one session (or all) by 7 days
 *   GET  /events?after=<seq>    what happened since
 *   GET  /sessions, GET /info, GET /hosts (every host it opened a socket to)
 * Environment: AIRLOCK_WC_RELAY_URL, AIRLOCK_WC_CONTROL_PORT, AIRLOCK_WC_CHAINS
 * (JSON {chainId: rpcUrl}), AIRLOCK_WC_SOLANA_CHAINS (JSON {caip2: rpcUrl}), AIRLOCK_WC_EVM_KEY (0x…), AIRLOCK_WC_SOLANA_KEY (base58 of
 * the 64-byte secret), AIRLOCK_WC_PROJECT_ID, AIRLOCK_WC_ECHO=1 to print what it signs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { privateKeyToAccount } from 'viem/accounts'
import { recordOutgoingHosts } from '../outgoingHosts'
import { type Decision, type RequestDecision, WcTestWallet } from './wcTestWallet'

const hosts = recordOutgoingHosts()
const env = (name: string): string => {
  const value = process.env[name]
  if (!value) throw new Error(`test wallet: ${name} is required`)
  return value
}

const wallet = await WcTestWallet.start({
  relayUrl: env('AIRLOCK_WC_RELAY_URL'),
  projectId: process.env.AIRLOCK_WC_PROJECT_ID ?? 'airlock-local',
  account: privateKeyToAccount(env('AIRLOCK_WC_EVM_KEY') as `0x${string}`),
  solana: Keypair.fromSecretKey(base58.decode(env('AIRLOCK_WC_SOLANA_KEY'))),
  chains: JSON.parse(env('AIRLOCK_WC_CHAINS')) as Record<number, string>,
  solanaChains: JSON.parse(process.env.AIRLOCK_WC_SOLANA_CHAINS ?? '{}') as Record<string, string>,
  ...(process.env.AIRLOCK_WC_ECHO === '1'
    ? { echo: (line) => console.log(`[wallet] ${line}`) }
    : {}),
})

const decisions: readonly Decision[] = ['approve', 'reject']
const requestDecisions: readonly RequestDecision[] = [...decisions, 'hold']

async function route(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
  const key = `${request.method} ${url.pathname}`
  if (key === 'GET /info')
    return [
      200,
      { address: wallet.address, solanaAddress: wallet.solanaAddress, mode: wallet.mode },
    ]
  if (key === 'GET /events') {
    const after = Number(url.searchParams.get('after') ?? 0)
    return [200, wallet.events.filter((event) => event.seq > after)]
  }
  if (key === 'GET /sessions') return [200, wallet.sessions()]
  if (key === 'GET /hosts') return [200, hosts.hosts()]
  const body = (await readJson(request)) as Record<string, unknown>
  if (key === 'POST /pair') {
    if (typeof body.uri !== 'string' || !body.uri.startsWith('wc:'))
      return [400, { error: 'uri must be a wc: pairing URI' }]
    await wallet.pair(body.uri)
    return [200, { paired: true }]
  }
  if (key === 'PUT /mode') {
    const { proposals, requests } = body
    if (proposals !== undefined && !decisions.includes(proposals as Decision))
      return [400, { error: "proposals must be 'approve' or 'reject'" }]
    if (requests !== undefined && !requestDecisions.includes(requests as RequestDecision))
      return [400, { error: "requests must be 'approve', 'reject' or 'hold'" }]
    const { solanaChains } = body
    if (
      solanaChains !== undefined &&
      solanaChains !== null &&
      !(Array.isArray(solanaChains) && solanaChains.every((chain) => typeof chain === 'string'))
    )
      return [400, { error: 'solanaChains must be an array of CAIP-2 ids, or null for every one' }]
    const { evmChains, methods } = body
    if (
      evmChains !== undefined &&
      evmChains !== null &&
      !(Array.isArray(evmChains) && evmChains.every((chain) => Number.isSafeInteger(chain)))
    )
      return [400, { error: 'evmChains must be an array of chain ids, or null for every one' }]
    if (
      methods !== undefined &&
      methods !== null &&
      !(Array.isArray(methods) && methods.every((method) => typeof method === 'string'))
    )
      return [400, { error: 'methods must be an array of method names, or null for the default' }]
    if (solanaChains !== undefined) wallet.mode.solanaChains = solanaChains as string[] | null
    if (evmChains !== undefined) wallet.mode.evmChains = evmChains as number[] | null
    if (methods !== undefined) wallet.mode.methods = methods as string[] | null
    if (proposals !== undefined) wallet.mode.proposals = proposals as Decision
    if (requests !== undefined) wallet.mode.requests = requests as RequestDecision
    return [200, wallet.mode]
  }
  if (key === 'POST /release') return [200, { released: wallet.release() }]
  if (key === 'POST /disconnect') {
    const topic = typeof body.topic === 'string' ? body.topic : undefined
    return [200, { disconnected: await wallet.disconnect(topic) }]
  }
  if (key === 'POST /switch') {
    if (!Number.isSafeInteger(body.chainId) || (body.chainId as number) <= 0)
      return [400, { error: 'chainId must be a positive integer' }]
    return [200, { emitted: await wallet.switchChain(body.chainId as number) }]
  }
  if (key === 'POST /extend') {
    const topic = typeof body.topic === 'string' ? body.topic : undefined
    return [200, { extended: await wallet.extend(topic) }]
  }
  return [404, { error: `no route ${key}` }]
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += chunk
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  route(request, url).then(
    ([status, body]) => reply(response, status, body),
    (error: unknown) => reply(response, 500, { error: String(error) }),
  )
})
const port = Number(env('AIRLOCK_WC_CONTROL_PORT'))
server.listen({ host: '127.0.0.1', port }, () => {
  console.log(
    `test wallet ready: control http://127.0.0.1:${port}, evm ${wallet.address}, solana ${wallet.solanaAddress}`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    wallet.stop().finally(() => process.exit(0))
  })
}
