import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CaipNetwork } from '../networks/types'
import type { SocialOption } from './optionsStore'

/** The modal's views (SPEC §2) plus the embedded-wallet flows' own. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ApproveTransaction'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'ConnectingSiwe'
  | 'ConnectingSocial'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'EmailVerifyDevice'
  | 'EmailVerifyOtp'
  | 'Networks'
  | 'OnRampProviders'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'Swap'
  | 'Transactions'
  | 'UnsupportedChain'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'UpdateEmailWallet'
  | 'WalletReceive'
  | 'WalletSend'

/** What a view is opened with. */
export interface RouterData {
  email?: string | undefined
  newEmail?: string | undefined
  connectorId?: string | undefined
  network?: CaipNetwork | undefined
  /** The social login ConnectingSocial / ConnectingFarcaster is about. */
  socialProvider?: SocialOption | undefined
  /** The RPC method an approval view is about. */
  method?: string | undefined
  /**
   * Counts approvals: a new one while the view is still up (the last one just
   * ended, the close not yet drawn) must still place and show the frame again.
   */
  approval?: number | undefined
}

export interface RouterState {
  view: View
  /** Oldest first; the last entry is `view`. Starts as ['Connect']. */
  history: View[]
  data: RouterData | undefined
}

export interface RouterActions {
  push(view: View, data?: RouterData): void
  replace(view: View, data?: RouterData): void
  /** Back one view; stays put at the first. */
  goBack(): void
  /** A fresh history holding only `view`. */
  reset(view: View, data?: RouterData): void
}

export type RouterStore = StoreApi<RouterState & RouterActions>

export function createRouterStore(): RouterStore {
  return createStore<RouterState & RouterActions>()((set, get) => ({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
    push(view, data) {
      const { history } = get()
      // Pushing the view already shown only updates its data: no duplicate step to go back through.
      if (history.at(-1) === view) return set({ data })
      set({ view, history: [...history, view], data })
    },
    replace(view, data) {
      set({ view, history: [...get().history.slice(0, -1), view], data })
    },
    goBack() {
      const { history } = get()
      if (history.length <= 1) return
      const previous = history.slice(0, -1)
      set({ view: previous.at(-1) ?? 'Connect', history: previous, data: undefined })
    },
    reset: (view, data) => set({ view, history: [view], data }),
  }))
}
