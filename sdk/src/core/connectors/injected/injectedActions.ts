import { AirlockError, isEvmAddress, SIGN_OUT_TIMEOUT_MS } from '@airlock/protocol'
import type { InjectedConnector } from './injectedConnector'
import { toWalletError } from './walletError'

/**
 * What the SDK asks of a browser wallet: its accounts and chain, its events,
 * and to forget the site. Loaded with the connect flow, not at page start.
 */

export interface InjectedAccount {
  address: string
  chainId: number
}

export interface InjectedWatchHandlers {
  accountsChanged(accounts: string[]): void
  chainChanged(chainId: number): void
  disconnected(): void
}

/** MetaMask's 'disconnect' while it reconnects to its own RPC: the account is still there. */
const RECONNECTING_CODE = 1013

/** A chain id as wallets send it: '0x…', a decimal string (old wallets) or a number. */
export function parseChainId(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined
}

const evmAccounts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => isEvmAddress(item)) : []

async function request(
  connector: InjectedConnector,
  method: string,
  params?: unknown,
): Promise<unknown> {
  try {
    return await connector.provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    throw toWalletError(error)
  }
}

export async function getInjectedChainId(connector: InjectedConnector): Promise<number> {
  const chainId = parseChainId(await request(connector, 'eth_chainId'))
  if (chainId === undefined) throw new AirlockError('NETWORK_NOT_FOUND')
  return chainId
}

/** The accounts the wallet already granted this site, without a prompt (eth_accounts). */
export async function getInjectedAccounts(connector: InjectedConnector): Promise<string[]> {
  return evmAccounts(await request(connector, 'eth_accounts'))
}

/** Each wallet's eth_requestAccounts still waiting for its user, by provider. */
const pendingRequests = new WeakMap<InjectedConnector['provider'], Promise<unknown>>()

/**
 * eth_requestAccounts, joined to the one already waiting in this wallet: a
 * second request would only earn MetaMask's -32002 while the first popup is
 * open, so "Try again" or a second click waits on that popup instead.
 */
function requestAccounts(connector: InjectedConnector): Promise<unknown> {
  const { provider } = connector
  const pending = pendingRequests.get(provider)
  if (pending) return pending
  const asking = request(connector, 'eth_requestAccounts').finally(() =>
    pendingRequests.delete(provider),
  )
  pendingRequests.set(provider, asking)
  return asking
}

/** eth_requestAccounts (the wallet may prompt; one at a time per wallet), then eth_chainId. */
export async function connectInjected(connector: InjectedConnector): Promise<InjectedAccount> {
  const [address] = evmAccounts(await requestAccounts(connector))
  if (!address) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return { address, chainId: await getInjectedChainId(connector) }
}

/** Follows the wallet's accountsChanged / chainChanged / disconnect; returns the unsubscribe. */
export function watchInjected(
  connector: InjectedConnector,
  handlers: InjectedWatchHandlers,
): () => void {
  const { provider } = connector
  const onAccounts = (accounts: unknown) => handlers.accountsChanged(evmAccounts(accounts))
  const onChain = (chainId: unknown) => {
    const parsed = parseChainId(chainId)
    if (parsed !== undefined) handlers.chainChanged(parsed)
  }
  const onDisconnect = (error: unknown) => {
    const code = (error as { code?: unknown } | undefined)?.code
    if (code !== RECONNECTING_CODE) handlers.disconnected()
  }
  provider.on('accountsChanged', onAccounts)
  provider.on('chainChanged', onChain)
  provider.on('disconnect', onDisconnect)
  return () => {
    provider.removeListener('accountsChanged', onAccounts)
    provider.removeListener('chainChanged', onChain)
    provider.removeListener('disconnect', onDisconnect)
  }
}

/** Settles with `promise`, or with undefined after `ms`: a wallet that never answers cannot hang a disconnect. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Asks the wallet to forget this site (EIP-2255 wallet_revokePermissions). Best
 * effort: wallets without the method answer 4200, and one that never answers
 * is given up on after the sign-out wait (3 s). Never throws.
 */
export async function revokeInjected(connector: InjectedConnector): Promise<void> {
  const revoke = connector.provider.request({
    method: 'wallet_revokePermissions',
    params: [{ eth_accounts: {} }],
  })
  await withTimeout(revoke, SIGN_OUT_TIMEOUT_MS).catch(() => undefined)
}
