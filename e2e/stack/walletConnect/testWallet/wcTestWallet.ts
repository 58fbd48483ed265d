/**
 * The stack's WalletConnect wallet: `@walletconnect/sign-client@2.21.8` acting as a
 * wallet, backed by a viem local account and a Solana keypair. It approves or rejects
 * proposals and requests as its mode says, disconnects when told, and records
 * everything that happens as numbered events the control channel serves.
 */
import type { Keypair } from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import type { PrivateKeyAccount } from 'viem'
import { WalletRpcError } from '../../../fixtures/testWallet/walletRpc'
import { approvedNamespaces, type ProposedNamespace, SUPPORTED_METHODS } from './walletNamespaces'
import { answerRequest, type WalletContext } from './walletRequests'

export type Decision = 'approve' | 'reject'
/** 'hold': a request waits (event 'held') until `release()` answers it as 'approve' would. */
export type RequestDecision = Decision | 'hold'
export interface WalletMode {
  proposals: Decision
  requests: RequestDecision
  /** The solana chains (CAIP-2) a proposal gets approved; null: every one requested. */
  solanaChains: string[] | null
  /** The eip155 chain ids a proposal gets approved; null: every one it has a node for. */
  evmChains: number[] | null
  /** The methods it supports (buildApprovedNamespaces keeps only these); null: SUPPORTED_METHODS. */
  methods: string[] | null
}

export interface WalletEvent {
  seq: number
  type:
    | 'proposal'
    | 'approved'
    | 'proposal_rejected'
    | 'request'
    | 'held'
    | 'session_delete'
    | 'disconnected'
    | 'emitted'
    | 'extended'
    | 'error'
  [key: string]: unknown
}

export interface WcTestWalletOptions {
  relayUrl: string
  projectId: string
  account: PrivateKeyAccount
  solana: Keypair
  chains: Record<number, string>
  /** Solana chain (CAIP-2) → RPC URL, where solana_signAndSendTransaction sends. */
  solanaChains: Record<string, string>
  /** Print each proposal, signature and transaction (the demo). */
  echo?: (line: string) => void
}

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** The parts of sign-client's event payloads the wallet reads. */
interface ProposalEvent {
  id: number
  params: {
    requiredNamespaces: Record<string, ProposedNamespace>
    optionalNamespaces: Record<string, ProposedNamespace>
    proposer: { metadata: { name: string; url: string } }
  }
}
interface RequestEvent {
  id: number
  topic: string
  params: { chainId: string; request: { method: string; params: unknown } }
}
const USER_REJECTED_PROPOSAL = { code: 5000, message: 'User rejected.' }
const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected the request.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

export class WcTestWallet {
  mode: WalletMode = {
    proposals: 'approve',
    requests: 'approve',
    solanaChains: null,
    evmChains: null,
    methods: null,
  }
  readonly events: WalletEvent[] = []
  private readonly chains: Map<number, string>
  /** Requests waiting in 'hold' mode, each let go by `release()`. */
  private held: (() => void)[] = []

  private constructor(
    private readonly client: Client,
    private readonly options: WcTestWalletOptions,
  ) {
    this.chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
  }

  static async start(options: WcTestWalletOptions): Promise<WcTestWallet> {
    const client = await SignClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      // 2.21.8 has no switch for Verify; these two keep the client off vendor hosts.
      telemetryEnabled: false,
      logger: 'silent',
      customStoragePrefix: 'airlock-test-wallet',
      metadata: {
        name: 'Airlock Test Wallet',
        description: 'The local stack’s WalletConnect wallet',
        url: 'http://127.0.0.1',
        icons: [],
      },
    })
    // 2.21.8 resolves Verify on every proposal and request by fetching
    // verify.walletconnect.org (there is no option to turn it off outside `IS_VITEST`);
    // a local wallet has nothing to verify against, so it answers "unknown" itself.
    // (The declared type promises a result; the engine itself treats undefined as "none".)
    client.core.verify.resolve = (async () =>
      undefined) as unknown as typeof client.core.verify.resolve
    const wallet = new WcTestWallet(client, options)
    wallet.listen()
    return wallet
  }

  get address() {
    return this.options.account.address
  }

  get solanaAddress() {
    return this.options.solana.publicKey.toBase58()
  }

  async pair(uri: string): Promise<void> {
    await this.client.pair({ uri })
  }

  sessions() {
    return this.client.session.getAll().map(({ topic, namespaces, peer }) => ({
      topic,
      namespaces,
      peer: peer.metadata.name,
    }))
  }

  async disconnect(topic?: string): Promise<string[]> {
    const topics = topic ? [topic] : this.client.session.keys
    for (const each of topics) {
      await this.client.disconnect({ topic: each, reason: USER_DISCONNECTED })
      this.record({ type: 'disconnected', topic: each })
    }
    return topics
  }

  /**
   * The user picks another network in the wallet (no dapp asked): as Core Mobile's and
   * WalletKit's wallets do, the session is widened to it if needed (session_update), then
   * chainChanged (data: the chain id; chainId: its CAIP-2 id) and accountsChanged (CAIP-10
   * accounts, Core Mobile's shape) go to every session with an eip155 namespace.
   */
  async switchChain(chainId: number): Promise<string[]> {
    const topics = this.client.session
      .getAll()
      .filter((session) => session.namespaces.eip155)
      .map((session) => session.topic)
    const chain = `eip155:${chainId}`
    for (const topic of topics) {
      await this.widen(topic, chainId)
      await this.client.emit({
        topic,
        chainId: chain,
        event: { name: 'chainChanged', data: chainId },
      })
      await this.client.emit({
        topic,
        chainId: chain,
        event: { name: 'accountsChanged', data: [`${chain}:${this.address}`] },
      })
      this.record({
        type: 'emitted',
        topic,
        chainId: chain,
        events: ['chainChanged', 'accountsChanged'],
      })
    }
    return topics
  }

  /** Extends a session (or all) by the protocol's 7 days, as a wallet may while it is in use. */
  async extend(topic?: string): Promise<{ topic: string; expiry: number }[]> {
    const topics = topic ? [topic] : this.client.session.keys
    const extended: { topic: string; expiry: number }[] = []
    for (const each of topics) {
      const { acknowledged } = await this.client.extend({ topic: each })
      await acknowledged()
      const { expiry } = this.client.session.get(each)
      extended.push({ topic: each, expiry })
      this.record({ type: 'extended', topic: each, expiry })
    }
    return extended
  }

  /** Lets every held request go on to its answer; returns how many there were. */
  release(): number {
    const held = this.held.splice(0)
    for (const go of held) go()
    return held.length
  }

  async stop(): Promise<void> {
    this.release()
    await this.client.core.relayer.transportClose()
  }

  private record(event: Omit<WalletEvent, 'seq'>): void {
    this.events.push({ seq: this.events.length + 1, ...event } as WalletEvent)
  }

  private echo(line: string): void {
    this.options.echo?.(line)
  }

  private listen(): void {
    this.client.on('session_proposal', (proposal) => {
      this.onProposal(proposal).catch((error: unknown) =>
        this.record({ type: 'error', during: 'proposal', message: String(error) }),
      )
    })
    this.client.on('session_request', (event) => {
      this.onRequest(event).catch((error: unknown) =>
        this.record({ type: 'error', during: 'request', message: String(error) }),
      )
    })
    this.client.on('session_delete', ({ topic }) => {
      this.record({ type: 'session_delete', topic })
      this.echo(`session ${topic.slice(0, 8)}… ended by the dapp`)
    })
  }

  private async onProposal({ id, params }: ProposalEvent): Promise<void> {
    const { requiredNamespaces, optionalNamespaces, proposer } = params
    this.record({ type: 'proposal', id, requiredNamespaces, optionalNamespaces })
    this.echo(`proposal from ${proposer.metadata.name} (${proposer.metadata.url})`)
    if (this.mode.proposals === 'reject') {
      await this.client.reject({ id, reason: USER_REJECTED_PROPOSAL })
      this.record({ type: 'proposal_rejected', id })
      this.echo('  rejected')
      return
    }
    const namespaces = approvedNamespaces([requiredNamespaces, optionalNamespaces], {
      evmAddress: this.address,
      solanaAddress: this.solanaAddress,
      knowsChain: (chainId) =>
        this.chains.has(chainId) && (this.mode.evmChains?.includes(chainId) ?? true),
      servesSolana: (chain) => this.mode.solanaChains?.includes(chain) ?? true,
      supports: (method) => (this.mode.methods ?? SUPPORTED_METHODS).includes(method),
    })
    const { topic, acknowledged } = await this.client.approve({ id, namespaces })
    await acknowledged()
    this.record({ type: 'approved', topic, namespaces })
    this.echo(
      `  approved: ${Object.values(namespaces)
        .flatMap((n) => n.accounts)
        .join(', ')}`,
    )
  }

  private async onRequest({ id, topic, params }: RequestEvent): Promise<void> {
    const { request, chainId } = params
    if (this.mode.requests === 'hold') {
      const released = new Promise<void>((go) => this.held.push(go))
      this.record({ type: 'held', id, topic, chainId, method: request.method })
      await released
    }
    const answer = async () => {
      if (this.mode.requests === 'reject') return { error: USER_REJECTED_REQUEST }
      try {
        return { result: await answerRequest(this.context(), { topic, chainId, ...request }) }
      } catch (error) {
        if (error instanceof WalletRpcError)
          return { error: { code: error.code, message: error.message } }
        return { error: { code: -32603, message: String(error) } }
      }
    }
    const outcome = await answer()
    await this.client.respond({ topic, response: { id, jsonrpc: '2.0', ...outcome } })
    this.record({ type: 'request', id, topic, chainId, method: request.method, ...outcome })
    this.echo(
      `${request.method} on ${chainId}: ${JSON.stringify(request.params)} → ${JSON.stringify(outcome)}`,
    )
  }

  private context(): WalletContext {
    return {
      account: this.options.account,
      solana: this.options.solana,
      rpcUrl: (chainId) => this.chains.get(chainId),
      solanaRpcUrl: (chain) => this.options.solanaChains[chain],
      addChain: (topic, chainId, url) => this.addChain(topic, chainId, url),
      switchTo: (topic, chainId) => this.switchTo(topic, chainId),
    }
  }

  /** Real wallets widen the session when a chain is added, then switch with an event only. */
  private async addChain(topic: string, chainId: number, url: string): Promise<void> {
    this.chains.set(chainId, url)
    await this.widen(topic, chainId)
  }

  /** Puts the chain and its account into the session's eip155 namespace (session_update). */
  private async widen(topic: string, chainId: number): Promise<void> {
    const chain = `eip155:${chainId}`
    const session = this.client.session.get(topic)
    const evm = session.namespaces.eip155
    if (!evm || evm.chains?.includes(chain)) return
    const namespaces = {
      ...session.namespaces,
      eip155: {
        ...evm,
        chains: [...(evm.chains ?? []), chain],
        accounts: [...evm.accounts, `${chain}:${this.address}`],
      },
    }
    const { acknowledged } = await this.client.update({ topic, namespaces })
    await acknowledged()
  }

  private async switchTo(topic: string, chainId: number): Promise<void> {
    const chain = `eip155:${chainId}`
    if (!this.client.session.get(topic).namespaces.eip155?.chains?.includes(chain))
      throw new WalletRpcError(4902, `The session does not include ${chain}; add it first.`)
    await this.client.emit({
      topic,
      chainId: chain,
      event: { name: 'chainChanged', data: chainId },
    })
  }
}
