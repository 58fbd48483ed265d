import { WALLET_SEARCH_DEBOUNCE_MS, WALLETS_SEARCH_ENTRIES } from '@airlock/protocol'
import type { CatalogContext } from './walletCatalog'
import {
  initialSearchState,
  type WalletSearchOptions,
  type WalletSearchState,
} from './walletCatalogState'

export interface WalletSearch {
  search(query: string, options?: WalletSearchOptions): Promise<void>
  /** Cancels the pending search (timer and request); its promise settles. */
  dispose(): void
}

interface PendingSearch {
  controller: AbortController
  timer: ReturnType<typeof setTimeout> | undefined
  settle(): void
}

/**
 * The search half of the catalogue: one search at a time. A newer call clears the
 * older one's timer and aborts its request, and every write checks its own signal
 * after each await, so an older answer can never overwrite a newer one — even
 * when the server (or a test double) ignores the abort.
 */
export function createWalletSearch(ctx: CatalogContext): WalletSearch {
  let current: PendingSearch | undefined

  function cancel(): void {
    if (!current) return
    const { timer, controller, settle } = current
    current = undefined
    clearTimeout(timer)
    controller.abort()
    settle()
  }

  function setSearch(patch: Partial<WalletSearchState>): void {
    ctx.store.setState({ search: { ...ctx.store.getState().search, ...patch } })
  }

  async function run(query: string, badge: string | undefined, signal: AbortSignal) {
    try {
      const { data, count } = await ctx.options.api.getWallets(
        {
          page: 1,
          entries: WALLETS_SEARCH_ENTRIES,
          search: query,
          badge_type: badge,
          ...ctx.baseQuery(),
          exclude: ctx.options.excludeWalletIds,
        },
        signal,
      )
      if (signal.aborted) return
      const results = ctx.present(data)
      await ctx.preload(results)
      if (signal.aborted) return
      ctx.store.setState({
        search: { query, badge, results, count, status: 'ready', error: undefined },
      })
    } catch (error) {
      if (!signal.aborted) setSearch({ status: 'error', error: ctx.errorMessage(error) })
    }
  }

  return {
    search(query, options = {}) {
      cancel()
      const trimmed = query.trim()
      if (ctx.lifetime.aborted) return Promise.resolve()
      if (!trimmed) {
        ctx.store.setState({ search: initialSearchState() })
        return Promise.resolve()
      }
      // 'loading' at once: the view shows progress through the wait, not only the request.
      setSearch({ query: trimmed, badge: options.badge, status: 'loading', error: undefined })
      return new Promise<void>((resolve) => {
        const pending: PendingSearch = {
          controller: new AbortController(),
          timer: undefined,
          settle: resolve,
        }
        current = pending
        pending.timer = setTimeout(() => {
          pending.timer = undefined
          void run(trimmed, options.badge, pending.controller.signal).finally(() => {
            if (current === pending) current = undefined
            resolve()
          })
        }, WALLET_SEARCH_DEBOUNCE_MS)
      })
    },
    dispose: cancel,
  }
}
