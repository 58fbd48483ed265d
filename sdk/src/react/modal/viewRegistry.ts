import type { ComponentType } from 'react'
import { EMAIL_CHANGE_APPROVAL } from '../../core/connectors/auth/authConnector'
import type { AirlockInstance } from '../../core/createAirlock'
import type { RouterData, View } from '../../core/stores/routerStore'
import { AccountView } from '../features/account/AccountView'
import { ApproveTransactionView } from '../features/approval/ApproveTransactionView'
import { AllWalletsView } from '../features/connect/AllWalletsView'
import {
  ConnectingExternalView,
  connectingExternalTitle,
} from '../features/connect/ConnectingExternalView'
import { ConnectingWalletConnectBasicView } from '../features/connect/ConnectingWalletConnectBasicView'
import {
  ConnectingWalletConnectView,
  connectingWalletConnectTitle,
} from '../features/connect/ConnectingWalletConnectView'
import { ConnectView } from '../features/connect/ConnectView'
import { EmailVerifyDeviceView } from '../features/emailLogin/EmailVerifyDeviceView'
import { EmailVerifyOtpView } from '../features/emailLogin/EmailVerifyOtpView'
import { NetworksView } from '../features/network/NetworksView'
import { UnsupportedChainView } from '../features/network/UnsupportedChainView'
import { SIWXSignMessageView } from '../features/signIn/SIWXSignMessageView'
import { SOCIAL_NAMES } from '../features/socialLogin/socialIcons'
import { ConnectingFarcasterView, ConnectingSocialView } from '../features/socialLogin/socialViews'
import {
  OnRampProvidersView,
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
  SwapView,
  TransactionsView,
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
  UpdateEmailWalletView,
  WalletReceiveView,
  WalletSendView,
} from './featureViews'
import { UnavailableView } from './UnavailableView'

export interface ViewEntry {
  title: string
  Component: ComponentType
  /** The back button is hidden: leaving is the core's decision (an approval in progress). */
  noBack?: boolean | undefined
  /** A title from the view's data (a wallet's name); `title` when it has none. */
  titleFor?:
    | ((instance: AirlockInstance, data: RouterData | undefined) => string | undefined)
    | undefined
}

const VIEWS: Partial<Record<View, ViewEntry>> = {
  Connect: { title: 'Connect Wallet', Component: ConnectView },
  AllWallets: { title: 'All Wallets', Component: AllWalletsView },
  ConnectingExternal: {
    title: 'Connecting',
    titleFor: connectingExternalTitle,
    Component: ConnectingExternalView,
  },
  EmailVerifyOtp: { title: 'Confirm Email', Component: EmailVerifyOtpView },
  ConnectingSocial: {
    title: 'Social Login',
    titleFor: (_instance, data) => data?.socialProvider && SOCIAL_NAMES[data.socialProvider],
    Component: ConnectingSocialView,
  },
  ConnectingFarcaster: { title: 'Farcaster', Component: ConnectingFarcasterView },
  EmailVerifyDevice: { title: 'Register Device', Component: EmailVerifyDeviceView },
  Account: { title: 'Account', Component: AccountView },
  Transactions: { title: 'Activity', Component: TransactionsView },
  WalletReceive: { title: 'Receive', Component: WalletReceiveView },
  WalletSend: { title: 'Send', Component: WalletSendView },
  Swap: { title: 'Swap', Component: SwapView },
  OnRampProviders: { title: 'Buy Crypto', Component: OnRampProvidersView },
  RegisterAccountName: { title: 'Choose a Name', Component: RegisterAccountNameView },
  // Done leads on; back would return to a form whose name is already taken (by this account).
  RegisterAccountNameSuccess: {
    title: 'Name Registered',
    Component: RegisterAccountNameSuccessView,
    noBack: true,
  },
  ApproveTransaction: {
    title: 'Approve Transaction',
    titleFor: (_instance, data) =>
      data?.method === EMAIL_CHANGE_APPROVAL ? 'Approve Email Change' : undefined,
    Component: ApproveTransactionView,
    noBack: true,
  },
  UpdateEmailWallet: { title: 'Change Email', Component: UpdateEmailWalletView },
  UpdateEmailPrimaryOtp: { title: 'Confirm Current Email', Component: UpdateEmailPrimaryOtpView },
  UpdateEmailSecondaryOtp: { title: 'Confirm New Email', Component: UpdateEmailSecondaryOtpView },
  // Leaving sign-in is Cancel's decision (it may disconnect), not the back button's.
  SIWXSignMessage: { title: 'Sign In', Component: SIWXSignMessageView, noBack: true },
  Networks: { title: 'Choose Network', Component: NetworksView },
  // Switching or disconnecting are the ways on; the core gives way once the network is supported.
  UnsupportedChain: { title: 'Switch Network', Component: UnsupportedChainView, noBack: true },
  ConnectingWalletConnect: {
    title: 'WalletConnect',
    titleFor: connectingWalletConnectTitle,
    Component: ConnectingWalletConnectView,
  },
  ConnectingWalletConnectBasic: {
    title: 'WalletConnect',
    Component: ConnectingWalletConnectBasicView,
  },
}

/** 'RegisterAccountName' → 'Register Account Name'. */
const titleOf = (view: View) => view.replace(/([a-z])([A-Z])/g, '$1 $2')

export function viewEntry(view: View): ViewEntry {
  return VIEWS[view] ?? { title: titleOf(view), Component: UnavailableView }
}
