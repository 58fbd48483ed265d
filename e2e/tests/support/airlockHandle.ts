import type { Page } from '@playwright/test'

/**
 * The slice of the SDK instance (`AirlockInstance` of @airlock/sdk) the tests call where
 * the example dapp has no button: a refused method, Solana and Bitcoin signing, the router's view.
 */
export interface AirlockHandle {
  getState(): {
    open: boolean
    view: string
    status: string
    address: string | undefined
    activeNamespace: string | undefined
  }
  getProvider(namespace: 'eip155'): {
    request(args: { method: string; params?: unknown }): Promise<unknown>
  }
  getProvider(namespace: 'solana'): {
    readonly address: string | undefined
    signMessage(message: Uint8Array): Promise<Uint8Array>
    signTransaction(transaction: Uint8Array): Promise<Uint8Array>
    signAllTransactions(transactions: Uint8Array[]): Promise<Uint8Array[]>
    signAndSendTransaction(
      transaction: Uint8Array,
      options?: { preflightCommitment?: string },
    ): Promise<string>
  }
  getProvider(namespace: 'bip122'): {
    readonly address: string | undefined
    getAccountAddresses(): { address: string; purpose: 'payment' | 'ordinals' }[]
    signMessage(params: { message: string; address?: string; protocol?: string }): Promise<string>
    sendTransfer(params: { recipient: string; amount: bigint | string }): Promise<string>
    signPsbt(params: {
      psbt: string
      signInputs: { address: string; index: number }[]
    }): Promise<{ psbt: string }>
  }
  getAccount(
    namespace: 'eip155' | 'solana' | 'bip122',
  ): { address?: string | undefined; caipAddress?: string | undefined } | undefined
  disconnect(namespace?: 'eip155' | 'solana' | 'bip122'): Promise<void>
  /** Reads the active account's balances again (what the Account view lists). */
  balances: { fetch(options?: { forceUpdate?: boolean }): Promise<unknown> }
  subscribeEvents(listener: (event: { type: string; data?: unknown }) => void): () => void
  connector: {
    getUser(parameters?: { chainId?: string | number }): Promise<{ address: string }>
    rpcRequest(payload: {
      method: string
      params: unknown
      chainNamespace?: string
      chainId?: string | number
    }): Promise<unknown>
  }
}

export type E2EWindow = Window & { __airlockE2E?: () => AirlockHandle }

/**
 * The example dapp keeps its SDK instance in React props, not on `window`. This init
 * script poses as the React DevTools hook (which React calls in production builds too),
 * keeps the committed roots, and exposes `__airlockE2E()`, which finds the instance by
 * walking the fibers. Test-only, and it changes nothing in the product.
 */
export function airlockHandleScript(): void {
  if (window.top !== window) return
  const roots = new Set<{ current: unknown }>()
  let renderers = 0
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => {
        renderers += 1
        return renderers
      },
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: unknown }) => roots.add(root),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    },
  })
  type Fiber = { memoizedProps?: Record<string, unknown>; child?: Fiber; sibling?: Fiber }
  const isInstance = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { getProvider?: unknown }).getProvider === 'function'
  Object.defineProperty(window, '__airlockE2E', {
    value: () => {
      for (const root of roots) {
        const stack = [root.current as Fiber]
        while (stack.length > 0) {
          const fiber = stack.pop()
          if (!fiber) continue
          for (const prop of ['instance', 'airlock']) {
            const value = fiber.memoizedProps?.[prop]
            if (isInstance(value)) return value
          }
          if (fiber.child) stack.push(fiber.child)
          if (fiber.sibling) stack.push(fiber.sibling)
        }
      }
      throw new Error('no Airlock instance among the rendered React props')
    },
  })
}

/** Resolves once the page's SDK instance can be reached from `page.evaluate`. */
export async function waitForAirlockHandle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    try {
      return Boolean((window as E2EWindow).__airlockE2E?.())
    } catch {
      return false
    }
  })
}

/** The instance's state summary (`getState()`): the router's view even while the modal is closed. */
export function airlockState(page: Page) {
  return page.evaluate(() => {
    const handle = (window as E2EWindow).__airlockE2E?.()
    if (!handle) throw new Error('the page exposes no Airlock instance')
    const { open, view, status, address } = handle.getState()
    return { open, view, status, address }
  })
}
