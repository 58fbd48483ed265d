/**
 * Test harness: a browser wallet in jsdom. An EIP-1193 provider whose answers a
 * test can change per method, that records every request and emits events, and
 * announces itself over EIP-6963 (again on every requestProvider, as real
 * wallets do). Tests only; not exported from the package.
 */
import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderInfo,
} from '../connectors/injected/eip6963'
import type { InjectedProvider } from '../connectors/injected/injectedProvider'

export const WALLET_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const OTHER_ADDRESS = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

/** What a method answers: a value, a thrown error, or a function of the params. */
export type MockAnswer = { result: unknown } | { error: unknown } | ((params: unknown) => unknown)

export interface MockRequest {
  method: string
  params: unknown
}

export interface MockWallet {
  readonly provider: InjectedProvider
  readonly info: Eip6963ProviderInfo
  readonly calls: MockRequest[]
  state: { accounts: string[]; chainId: number; granted: boolean }
  /** Overrides how `method` answers. */
  respond(method: string, answer: MockAnswer): void
  /** Emits a provider event to the SDK's listeners. */
  emit(event: string, payload: unknown): void
  listenerCount(event: string): number
  methods(): string[]
  /** Dispatches the EIP-6963 announcement and answers later requestProvider events; returns the stop. */
  announce(): () => void
}

export const providerError = (code: number, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })

export function createMockWallet(
  overrides: Partial<Eip6963ProviderInfo> & { accounts?: string[]; chainId?: number } = {},
): MockWallet {
  const info: Eip6963ProviderInfo = {
    uuid: overrides.uuid ?? crypto.randomUUID(),
    name: overrides.name ?? 'Test Wallet',
    icon: overrides.icon ?? 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns: overrides.rdns ?? 'dev.airlock.mock',
  }
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const answers = new Map<string, MockAnswer>()
  const calls: MockRequest[] = []
  const state = {
    accounts: overrides.accounts ?? [WALLET_ADDRESS],
    chainId: overrides.chainId ?? 31337,
    granted: false,
  }

  function emit(event: string, payload: unknown): void {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  const defaults: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: () => {
      state.granted = true
      return [...state.accounts]
    },
    eth_accounts: () => (state.granted ? [...state.accounts] : []),
    eth_chainId: () => `0x${state.chainId.toString(16)}`,
    wallet_switchEthereumChain: (params) => {
      const [target] = params as [{ chainId: string }]
      state.chainId = Number.parseInt(target.chainId, 16)
      emit('chainChanged', target.chainId)
      return null
    },
    wallet_addEthereumChain: () => null,
    wallet_revokePermissions: () => {
      state.granted = false
      emit('accountsChanged', [])
      return null
    },
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push({ method, params })
      const answer = answers.get(method)
      if (answer && 'error' in answer) throw answer.error
      if (answer && 'result' in answer) return answer.result
      const handler = typeof answer === 'function' ? answer : defaults[method]
      if (!handler) throw providerError(4200, `Unsupported method ${method}`)
      return handler(params)
    },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  } as unknown as InjectedProvider

  return {
    provider,
    info,
    calls,
    state,
    respond: (method, answer) => answers.set(method, answer),
    emit,
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    methods: () => calls.map((call) => call.method),
    announce() {
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail: Object.freeze({ info, provider }) }),
        )
      window.addEventListener(EIP6963_REQUEST_EVENT, announce)
      announce()
      return () => window.removeEventListener(EIP6963_REQUEST_EVENT, announce)
    },
  }
}
