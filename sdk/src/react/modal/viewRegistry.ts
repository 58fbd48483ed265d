import type { ComponentType } from 'react'
import { EMAIL_CHANGE_APPROVAL } from '../../core/connectors/auth/authConnector'
import type { AirlockInstance } from '../../core/createAirlock'
import type { RouterData, View } from '../../core/stores/routerStore'
import { SOCIAL_NAMES } from '../components/socialIcons'
import { AccountView } from '../views/AccountView'
import { AllWalletsView } from '../views/AllWalletsView'
import { ApproveTransactionView } from '../views/ApproveTransactionView'
import { ConnectingExternalView, connectingExternalTitle } from '../views/ConnectingExternalView'
import { ConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasicView'
import {
  ConnectingWalletConnectView,
  connectingWalletConnectTitle,
} from '../views/ConnectingWalletConnectView'
import { ConnectView } from '../views/ConnectView'
import { EmailVerifyDeviceView } from '../views/EmailVerifyDeviceView'
import { EmailVerifyOtpView } from '../views/EmailVerifyOtpView'
import { NetworksView } from '../views/NetworksView'
import { SIWXSignMessageView } from '../views/SIWXSignMessageView'
import { ConnectingFarcasterView, ConnectingSocialView } from '../views/socialViews'
import { UnsupportedChainView } from '../views/UnsupportedChainView'
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
