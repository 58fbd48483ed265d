import type { View } from '../../core/stores/routerStore'
import { lazyView } from './lazyView'

// Views reached from Account load with their own chunk, the first time they open, so the
// first open of the modal pays only for what it shows (accountViews.chunk.test.ts).
export const TransactionsView = lazyView(() =>
  import('../views/TransactionsView').then((m) => m.TransactionsView),
)
export const WalletReceiveView = lazyView(() =>
  import('../views/WalletReceiveView').then((m) => m.WalletReceiveView),
)
export const WalletSendView = lazyView(() =>
  import('../views/WalletSendView').then((m) => ({
    Component: m.WalletSendView,
    styles: m.styles,
  })),
)
export const SwapView = lazyView(() =>
  import('../features/swap/SwapView').then((m) => ({ Component: m.SwapView, styles: m.styles })),
)
export const OnRampProvidersView = lazyView(() =>
  import('../views/OnRampProvidersView').then((m) => ({
    Component: m.OnRampProvidersView,
    styles: m.styles,
  })),
)
export const RegisterAccountNameView = lazyView(() =>
  import('../views/RegisterAccountNameView').then((m) => m.RegisterAccountNameView),
)
export const RegisterAccountNameSuccessView = lazyView(() =>
  import('../views/RegisterAccountNameSuccessView').then((m) => m.RegisterAccountNameSuccessView),
)
export const UpdateEmailWalletView = lazyView(() =>
  import('../views/UpdateEmailWalletView').then((m) => m.UpdateEmailWalletView),
)
export const UpdateEmailPrimaryOtpView = lazyView(() =>
  import('../views/UpdateEmailPrimaryOtpView').then((m) => m.UpdateEmailPrimaryOtpView),
)
export const UpdateEmailSecondaryOtpView = lazyView(() =>
  import('../views/UpdateEmailSecondaryOtpView').then((m) => m.UpdateEmailSecondaryOtpView),
)

/** Account's feature views, to fetch ahead when the pointer reaches what opens them. */
export const PRELOADABLE_VIEWS: Partial<Record<View, () => Promise<void>>> = {
  Transactions: TransactionsView.preload,
  WalletReceive: WalletReceiveView.preload,
  WalletSend: WalletSendView.preload,
  Swap: SwapView.preload,
  OnRampProviders: OnRampProvidersView.preload,
  RegisterAccountName: RegisterAccountNameView.preload,
  UpdateEmailWallet: UpdateEmailWalletView.preload,
}

/** Starts fetching `view`'s chunk (pointer over, or focus on, what opens it); a no-op for others. */
export function preloadView(view: View): void {
  void PRELOADABLE_VIEWS[view]?.()
}
