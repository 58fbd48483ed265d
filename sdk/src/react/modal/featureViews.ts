import type { View } from '../../core/stores/routerStore'
import { lazyView } from './lazyView'

// Views reached from Account load with their own chunk, the first time they open, so the
// first open of the modal pays only for what it shows (accountViews.chunk.test.ts).
export const TransactionsView = lazyView(() =>
  import('../features/history/TransactionsView').then((m) => m.TransactionsView),
)
export const WalletReceiveView = lazyView(() =>
  import('../features/receive/WalletReceiveView').then((m) => m.WalletReceiveView),
)
export const WalletSendView = lazyView(() =>
  import('../features/send/WalletSendView').then((m) => ({
    Component: m.WalletSendView,
    styles: m.styles,
  })),
)
export const SwapView = lazyView(() =>
  import('../features/swap/SwapView').then((m) => ({ Component: m.SwapView, styles: m.styles })),
)
export const OnRampProvidersView = lazyView(() =>
  import('../features/onramp/OnRampProvidersView').then((m) => ({
    Component: m.OnRampProvidersView,
    styles: m.styles,
  })),
)
export const RegisterAccountNameView = lazyView(() =>
  import('../features/names/RegisterAccountNameView').then((m) => m.RegisterAccountNameView),
)
export const RegisterAccountNameSuccessView = lazyView(() =>
  import('../features/names/RegisterAccountNameSuccessView').then(
    (m) => m.RegisterAccountNameSuccessView,
  ),
)
export const UpdateEmailWalletView = lazyView(() =>
  import('../features/emailUpdate/UpdateEmailWalletView').then((m) => m.UpdateEmailWalletView),
)
export const UpdateEmailPrimaryOtpView = lazyView(() =>
  import('../features/emailUpdate/UpdateEmailPrimaryOtpView').then(
    (m) => m.UpdateEmailPrimaryOtpView,
  ),
)
export const UpdateEmailSecondaryOtpView = lazyView(() =>
  import('../features/emailUpdate/UpdateEmailSecondaryOtpView').then(
    (m) => m.UpdateEmailSecondaryOtpView,
  ),
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
