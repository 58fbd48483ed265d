import { AirlockError } from '@airlock/protocol'
import { type Logger, silentLogger } from '../../logger'
import type { RpcRequestPayload } from './authConnector'
import { Eip1193ErrorCode, ProviderRpcError, toProviderRpcError } from './providerRpcError'
import { serializeRpcParams } from './rpcParams'
import { withoutUndefined } from './withoutUndefined'

/** What the provider needs to know of the connected EVM account; read on every request. */
export interface EvmAccountSnapshot {
  address: string | undefined
  chainId: number | undefined
  rpcUrl: string | undefined
}

export interface EvmAccountSource {
  get(): EvmAccountSnapshot
  /** Called on any change; the provider diffs and emits the EIP-1193 events. */
  subscribe(listener: () => void): () => void
}

export interface Eip1193RequestArguments {
  method: string
  params?: unknown
}

export interface Eip1193Events {
  accountsChanged: (accounts: string[]) => void
  chainChanged: (chainId: string) => void
  connect: (info: { chainId: string }) => void
  disconnect: (error: ProviderRpcError) => void
}

export interface EmbeddedEip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on<E extends keyof Eip1193Events>(event: E, listener: Eip1193Events[E]): EmbeddedEip1193Provider
  removeListener<E extends keyof Eip1193Events>(
    event: E,
    listener: Eip1193Events[E],
  ): EmbeddedEip1193Provider
  /** Drops every listener and the subscription to the account source. */
  dispose(): void
}

export interface Eip1193ProviderOptions {
  rpcRequest(payload: RpcRequestPayload): Promise<unknown>
  account: EvmAccountSource
  /** Switches the embedded wallet and the SDK state; throws SWITCH_NETWORK_NOT_FOUND for an unknown chain. */
  switchChain(chainId: number): Promise<void>
  logger?: Logger | undefined
}

const toHex = (value: number) => `0x${value.toString(16)}`

/** `wallet_switchEthereumChain` params: `[{ chainId: '0x…' }]`. */
function switchChainTarget(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const chainId = (first as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId === 'string' && /^0x[0-9a-fA-F]{1,15}$/.test(chainId))
    return Number.parseInt(chainId, 16)
  throw new ProviderRpcError(Eip1193ErrorCode.INVALID_PARAMS, 'Invalid chain id')
}

/**
 * EIP-1193 over the frame. Account and chain questions are answered from the
 * SDK's own state; everything else becomes an RPC_REQUEST for eip155, with
 * bigints as 0x-hex. Errors carry EIP-1193 numeric codes (4001 on a rejection).
 */
export function createEip1193Provider(options: Eip1193ProviderOptions): EmbeddedEip1193Provider {
  const logger = options.logger ?? silentLogger
  const listeners = new Map<keyof Eip1193Events, Set<(payload: never) => void>>()
  let last = options.account.get()

  function emit<E extends keyof Eip1193Events>(
    event: E,
    payload: Parameters<Eip1193Events[E]>[0],
  ): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (value: typeof payload) => void)(payload)
      } catch (error) {
        // One dapp listener failing must not keep the others from hearing the event.
        logger.error(`${event} listener threw`, { error })
      }
    }
  }

  const unsubscribe = options.account.subscribe(() => {
    const previous = last
    const next = options.account.get()
    last = next
    if (previous.address !== next.address) {
      if (!previous.address && next.address && next.chainId !== undefined) {
        emit('connect', { chainId: toHex(next.chainId) })
      }
      emit('accountsChanged', next.address ? [next.address] : [])
      if (previous.address && !next.address) {
        emit('disconnect', new ProviderRpcError(Eip1193ErrorCode.DISCONNECTED, 'Disconnected'))
      }
    }
    if (previous.chainId !== next.chainId && next.chainId !== undefined)
      emit('chainChanged', toHex(next.chainId))
  })

  async function handle({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    const { address, chainId, rpcUrl } = options.account.get()
    switch (method) {
      case 'eth_accounts':
        return address ? [address] : []
      case 'eth_requestAccounts':
        if (!address) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
        return [address]
      case 'eth_chainId':
        if (chainId === undefined) throw new AirlockError('NETWORK_NOT_FOUND')
        return toHex(chainId)
      case 'net_version':
        if (chainId === undefined) throw new AirlockError('NETWORK_NOT_FOUND')
        return String(chainId)
      case 'wallet_switchEthereumChain':
        await options.switchChain(switchChainTarget(params))
        return null
    }
    if (!address) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    return options.rpcRequest(
      withoutUndefined({
        method,
        params: serializeRpcParams(params ?? []),
        chainId,
        chainNamespace: 'eip155' as const,
        rpcUrl,
      }),
    )
  }

  const provider: EmbeddedEip1193Provider = {
    async request(args) {
      try {
        return await handle(args)
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (payload: never) => void)
      return provider
    },
    dispose() {
      unsubscribe()
      listeners.clear()
    },
  }
  return provider
}
