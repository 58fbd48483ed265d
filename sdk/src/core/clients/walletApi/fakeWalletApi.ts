/**
 * Test double of the wallet API client: an in-memory catalogue with the server's
 * filters (include, exclude, chains, search, paging). Tests only.
 */
import { vi } from 'vitest'
import type { GetWalletsParameters, GetWalletsReturnType, ImageKind, WalletListItem } from './types'
import type { WalletApiClient } from './walletApiClient'

export function fakeWallet(n: number, patch: Partial<WalletListItem> = {}): WalletListItem {
  return {
    id: `w${n}`,
    name: `Wallet ${n}`,
    image_id: `img${n}`,
    chains: ['eip155:1'],
    rdns: `com.wallet${n}`,
    mobile_link: `wallet${n}://`,
    desktop_link: null,
    webapp_link: null,
    ...patch,
  }
}

export const fakeWallets = (count: number) =>
  Array.from({ length: count }, (_, index) => fakeWallet(index + 1))

/** Answers like the server would, synchronously computed. */
export function answer(wallets: readonly WalletListItem[], p: GetWalletsParameters) {
  const search = p.search?.toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (!p.include?.length || p.include.includes(wallet.id)) &&
      !p.exclude?.includes(wallet.id) &&
      (!p.chains?.length || wallet.chains.some((chain) => p.chains?.includes(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  const start = (p.page - 1) * p.entries
  return { data: matching.slice(start, start + p.entries), count: matching.length }
}

export interface FakeWalletApi extends Pick<WalletApiClient, 'getWallets' | 'getImage'> {
  /** Parameters of every getWallets call, in order. */
  calls: GetWalletsParameters[]
  signals: (AbortSignal | undefined)[]
}

export interface FakeWalletApiOptions {
  /** Delay of each getWallets answer (fake timers advance it); 0 answers on the next tick. */
  delayMs?: (parameters: GetWalletsParameters) => number
  /** Make a call fail. */
  fail?: (parameters: GetWalletsParameters) => boolean
  /** When false, answers even after the signal aborted (a server that ignores aborts). */
  honourAbort?: boolean
}

export function createFakeWalletApi(
  wallets: readonly WalletListItem[] = fakeWallets(100),
  options: FakeWalletApiOptions = {},
): FakeWalletApi {
  const calls: GetWalletsParameters[] = []
  const signals: (AbortSignal | undefined)[] = []
  return {
    calls,
    signals,
    getWallets: vi.fn((parameters: GetWalletsParameters, signal?: AbortSignal) => {
      calls.push(parameters)
      signals.push(signal)
      return new Promise<GetWalletsReturnType>((resolve, reject) => {
        const settle = () => {
          if (signal?.aborted && options.honourAbort !== false) {
            reject(new DOMException('aborted', 'AbortError'))
          } else if (options.fail?.(parameters)) reject(new Error('server down'))
          else resolve(answer(wallets, parameters))
        }
        setTimeout(settle, options.delayMs?.(parameters) ?? 0)
      })
    }),
    getImage: vi.fn(async (kind: ImageKind, id: string) => new Blob([`${kind}:${id}`])),
  }
}

/** Object URLs for jsdom, which has none. */
export const objectUrls = {
  createObjectURL: (blob: Blob) => `blob:fake/${blob.size}-${Math.random().toString(36).slice(2)}`,
  revokeObjectURL: () => {},
}
