/**
 * A sign-client 2.21.8 dapp in this process and the stack's test wallet (its own
 * process) pair through the relay fixture and use the session against anvil.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilNode, startAnvil } from '../anvil'
import { type HostRecorder, recordOutgoingHosts } from './outgoingHosts'
import { type RunningRelay, startWalletConnectRelay } from './relayServer'
import { startWalletConnectWallet, type WalletConnectTestWallet } from './testWalletHandle'

type Dapp = Awaited<ReturnType<typeof SignClient.init>>
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

let hosts: HostRecorder
let relay: RunningRelay
let anvils: AnvilNode[]
let wallet: WalletConnectTestWallet
let dapp: Dapp

beforeAll(async () => {
  // Before anything opens a socket: every host this process reaches is recorded.
  hosts = recordOutgoingHosts()
  ;[relay, anvils] = await Promise.all([
    startWalletConnectRelay(),
    Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })]),
  ])
  const [a, b] = anvils as [AnvilNode, AnvilNode]
  ;[wallet, dapp] = await Promise.all([
    startWalletConnectWallet({
      relayUrl: relay.url,
      chains: { 31337: a.rpcUrl, 31338: b.rpcUrl },
    }),
    SignClient.init({
      projectId: 'airlock-e2e',
      relayUrl: relay.url,
      telemetryEnabled: false,
      logger: 'silent',
      customStoragePrefix: 'airlock-e2e-dapp',
      metadata: { name: 'E2E dapp', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
    }),
  ])
  await rpc(a.rpcUrl, 'anvil_setBalance', [wallet.address, '0x56bc75e2d63100000'])
}, 90_000)

afterAll(async () => {
  await wallet?.stop()
  await dapp?.core.relayer.transportClose()
  await relay?.stop()
  await Promise.all((anvils ?? []).map((node) => node.stop()))
  hosts?.stop()
})

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** The next `name` event of the dapp client that `match` accepts; its listener is removed. */
function nextDappEvent<T>(name: string, match: (event: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = dapp.on as (name: string, listener: (event: T) => void) => void
    const off = dapp.off as (name: string, listener: (event: T) => void) => void
    const timer = setTimeout(() => {
      off(name, listener)
      reject(new Error(`dapp: no ${name} event within 20 s`))
    }, 20_000)
    const listener = (event: T) => {
      if (!match(event)) return
      clearTimeout(timer)
      off(name, listener)
      resolve(event)
    }
    on(name, listener)
  })
}

async function connect() {
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: EVM_METHODS,
        events: ['accountsChanged', 'chainChanged'],
      },
    },
    optionalNamespaces: {
      eip155: { chains: ['eip155:31338'], methods: EVM_METHODS, events: ['chainChanged'] },
      solana: {
        chains: [SOLANA_MAINNET],
        methods: ['solana_signMessage', 'solana_signTransaction'],
        events: [],
      },
    },
  })
  if (!uri) throw new Error('connect() gave no pairing URI')
  // approval() before pairing: sign-client 2.21.8 drops an answer (a quick rejection)
  // that arrives before approval() was called, and the promise would never settle.
  const approved = approval()
  approved.catch(() => {})
  await wallet.pair(uri)
  return approved
}

const request = <T>(topic: string, chainId: string, method: string, params: unknown) =>
  dapp.request<T>({ topic, chainId, request: { method, params } })

describe('WalletConnect between a sign-client dapp and the test wallet, over the relay fixture', () => {
  let topic: string

  it('pairs: eip155 asked as required and solana as optional, both approved with accounts', async () => {
    const calls = relay.calls().length
    const session = await connect()
    topic = session.topic
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address}`,
    ])
    expect(session.namespaces.solana?.accounts).toEqual([
      `${SOLANA_MAINNET}:${wallet.solanaAddress}`,
    ])
    // 2.21.8 sends required namespaces as optional ones (it logs that they are deprecated).
    const proposal = await wallet.waitForEvent('proposal')
    expect(proposal.requiredNamespaces).toEqual({})
    expect(Object.keys(proposal.optionalNamespaces as object).sort()).toEqual(['eip155', 'solana'])
    // The proposal was published before the wallet subscribed to the pairing topic, and
    // still reached it: the relay kept it.
    const methods = relay
      .calls()
      .slice(calls)
      .map((call) => call.method)
    expect(methods.indexOf('wc_proposeSession')).toBeLessThan(methods.indexOf('irn_subscribe'))
    expect(methods).toContain('wc_approveSession')
  })

  it('personal_sign and eth_signTypedData_v4 come back signed by the wallet’s account', async () => {
    const message = 'Sign in to Airlock e2e'
    const signature = await request<Hex>(topic, 'eip155:31337', 'personal_sign', [
      message,
      wallet.address,
    ])
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const typedSignature = await request<Hex>(topic, 'eip155:31337', 'eth_signTypedData_v4', [
      wallet.address,
      JSON.stringify({
        ...typed,
        types: {
          ...typed.types,
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
        },
      }),
    ])
    expect(
      await verifyTypedData({ address: wallet.address, ...typed, signature: typedSignature }),
    ).toBe(true)
  })

  it('eth_sendTransaction is mined on anvil', async () => {
    const [a] = anvils as [AnvilNode]
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await request<Hex>(topic, 'eip155:31337', 'eth_sendTransaction', [
      { from: wallet.address, to, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    const client = createPublicClient({ transport: http(a.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('switches to a session chain, answers 4902 for an unknown one until it is added', async () => {
    const changed = nextDappEvent<{ params: { event: { name: string; data: unknown } } }>(
      'session_event',
      (event) => event.params.event.name === 'chainChanged',
    )
    await request(topic, 'eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect((await changed).params.event.data).toBe(31338)

    await expect(
      request(topic, 'eip155:31338', 'wallet_switchEthereumChain', [{ chainId: '0x7a6b' }]),
    ).rejects.toMatchObject({ code: 4902 })
    // Adding the chain widens the session (session_update); switching then only emits.
    const [, b] = anvils as [AnvilNode, AnvilNode]
    const updated = nextDappEvent<{
      params: { namespaces: Record<string, { chains?: string[] }> }
    }>('session_update')
    await request(topic, 'eip155:31338', 'wallet_addEthereumChain', [
      { chainId: '0x7a6b', chainName: 'Local 31339', rpcUrls: [b.rpcUrl] },
    ])
    expect((await updated).params.namespaces.eip155?.chains).toContain('eip155:31339')
    const changedAgain = nextDappEvent<{ params: { event: { name: string; data: unknown } } }>(
      'session_event',
      (event) => event.params.event.data === 31339,
    )
    await request(topic, 'eip155:31338', 'wallet_switchEthereumChain', [{ chainId: '0x7a6b' }])
    await changedAgain
  })

  it('signs a Solana message and a Solana transaction with its keypair', async () => {
    const message = new TextEncoder().encode('Airlock on Solana')
    const { signature } = await request<{ signature: string }>(
      topic,
      SOLANA_MAINNET,
      'solana_signMessage',
      { message: base58.encode(message), pubkey: wallet.solanaAddress },
    )
    const publicKey = new PublicKey(wallet.solanaAddress)
    expect(ed25519.verify(base58.decode(signature), message, publicKey.toBytes())).toBe(true)

    const tx = new Transaction({
      feePayer: publicKey,
      recentBlockhash: base58.encode(new Uint8Array(32).fill(7)),
    }).add(SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: publicKey, lamports: 1 }))
    const signed = await request<{ signature: string; transaction: string }>(
      topic,
      SOLANA_MAINNET,
      'solana_signTransaction',
      { transaction: tx.serialize({ requireAllSignatures: false }).toString('base64') },
    )
    expect(
      ed25519.verify(base58.decode(signed.signature), tx.serializeMessage(), publicKey.toBytes()),
    ).toBe(true)
  })

  it('a request the user rejects in the wallet fails with code 4001', async () => {
    await wallet.setMode({ requests: 'reject' })
    try {
      await expect(
        request(topic, 'eip155:31337', 'personal_sign', ['no', wallet.address]),
      ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    } finally {
      await wallet.setMode({ requests: 'approve' })
    }
  })

  it('in hold mode a request waits, unanswered, until the wallet is told to release it', async () => {
    await wallet.setMode({ requests: 'hold' })
    try {
      let settled = false
      const answer = request(topic, 'eip155:31337', 'personal_sign', ['0x6869', wallet.address])
      void answer.then(
        () => (settled = true),
        () => (settled = true),
      )
      await wallet.waitForEvent('held', (event) => event.method === 'personal_sign')
      expect(settled).toBe(false)
      expect(await wallet.release()).toBe(1)
      await expect(answer).resolves.toMatch(/^0x[0-9a-f]{130}$/)
      expect(await wallet.release()).toBe(0)
    } finally {
      await wallet.setMode({ requests: 'approve' })
    }
  })

  it('the control channel refuses a mode it does not know, naming the choices', async () => {
    await expect(wallet.setMode({ requests: 'later' as 'hold' })).rejects.toThrow(
      "requests must be 'approve', 'reject' or 'hold'",
    )
    await expect(wallet.setMode({ proposals: 'hold' as 'approve' })).rejects.toThrow(
      "proposals must be 'approve' or 'reject'",
    )
  })

  it('the control channel refuses malformed subset modes and switches, with exact messages', async () => {
    await expect(wallet.setMode({ evmChains: ['31337'] as unknown as number[] })).rejects.toThrow(
      'evmChains must be an array of chain ids, or null for every one',
    )
    await expect(
      wallet.setMode({ methods: 'personal_sign' as unknown as string[] }),
    ).rejects.toThrow('methods must be an array of method names, or null for the default')
    await expect(wallet.switchChain(0)).rejects.toThrow('chainId must be a positive integer')
  })

  it('the wallet switching network by itself: chainChanged (the id as a number) and CAIP-10 accountsChanged, on that chain', async () => {
    type Event = {
      topic: string
      params: { chainId: string; event: { name: string; data: unknown } }
    }
    const chainChanged = nextDappEvent<Event>(
      'session_event',
      (e) => e.params.event.name === 'chainChanged',
    )
    const accountsChanged = nextDappEvent<Event>(
      'session_event',
      (e) => e.params.event.name === 'accountsChanged',
    )
    expect(await wallet.switchChain(31338)).toEqual([topic])
    expect((await chainChanged).params).toEqual({
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })
    expect((await accountsChanged).params).toEqual({
      chainId: 'eip155:31338',
      event: { name: 'accountsChanged', data: [`eip155:31338:${wallet.address}`] },
    })
  })

  it('extending a session moves its expiry in the dapp too (7 days from now)', async () => {
    const before = dapp.session.get(topic).expiry
    const extended = nextDappEvent<{ topic: string }>('session_extend', (e) => e.topic === topic)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const [answer] = await wallet.extend(topic)
    await extended
    expect(answer?.expiry).toBeGreaterThan(before)
    expect(dapp.session.get(topic).expiry).toBe(answer?.expiry)
    expect(Math.abs((answer?.expiry ?? 0) - (Date.now() / 1000 + 7 * 24 * 3600))).toBeLessThan(60)
  })

  it('disconnecting in the wallet ends the session in the dapp', async () => {
    const deleted = nextDappEvent<{ topic: string }>('session_delete', (e) => e.topic === topic)
    expect(await wallet.disconnect(topic)).toEqual([topic])
    await deleted
    expect(dapp.session.keys).not.toContain(topic)
  })

  it('disconnecting in the dapp ends the session in the wallet', async () => {
    const session = await connect()
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await wallet.waitForEvent('session_delete', (event) => event.topic === session.topic)
    expect((await wallet.sessions()).map((s) => s.topic)).not.toContain(session.topic)
  })

  it('a proposal declined in the wallet rejects the dapp’s approval', async () => {
    await wallet.setMode({ proposals: 'reject' })
    try {
      await expect(connect()).rejects.toMatchObject({ code: 5000 })
    } finally {
      await wallet.setMode({ proposals: 'approve' })
    }
  })

  it('with a custom relayUrl and telemetry off, neither side reaches any host but loopback', async () => {
    // The 2.21.8 client skips Verify only when IS_VITEST is "true"; it is not set here, so
    // what is measured is what a dapp gets.
    expect(process.env.IS_VITEST).toBeUndefined()
    expect(hosts.outsideLoopback()).toEqual([])
    expect(hosts.hosts()).toContain('127.0.0.1')
    const walletHosts = await wallet.hosts()
    expect(walletHosts.length).toBeGreaterThan(0)
    expect(walletHosts.filter((host) => !/^(127\.|localhost$|::1$)/.test(host))).toEqual([])
    // The recorder does see a vendor host when one is contacted.
    await fetch('https://verify.walletconnect.org/v3/public-key', {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined)
    expect(hosts.outsideLoopback()).toEqual(['verify.walletconnect.org'])
  })
})
