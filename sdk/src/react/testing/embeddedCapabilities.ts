import type { FakeHandlers } from '../../core/testing/fakeFrame'

/**
 * The fake secure site answering `wallet_getCapabilities` as the real one does
 * (`{}`: no asset discovery), which instance.balances asks the embedded wallet
 * before reading balances elsewhere; other RPC requests wait unanswered. Pass to
 * `signIn(airlock, embeddedCapabilities)`. Tests only.
 */
export const embeddedCapabilities: FakeHandlers = {
  RPC_REQUEST: (payload) =>
    (payload as { method?: string } | undefined)?.method === 'wallet_getCapabilities'
      ? { success: {} }
      : 'silent',
}
