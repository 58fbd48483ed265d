import type { ComponentType } from 'react'
import type { View } from '../../core/stores/routerStore'
import { AccountView } from './AccountView'
import { ApproveTransactionView } from './ApproveTransactionView'
import { ConnectView } from './ConnectView'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView'
import { EmailVerifyOtpView } from './EmailVerifyOtpView'
import { SIWXSignMessageView } from './SIWXSignMessageView'
import { UnavailableView } from './UnavailableView'

export interface ViewEntry {
  title: string
  Component: ComponentType
  /** The back button is hidden: leaving is the core's decision (an approval in progress). */
  noBack?: boolean | undefined
}

const VIEWS: Partial<Record<View, ViewEntry>> = {
  Connect: { title: 'Connect Wallet', Component: ConnectView },
  EmailVerifyOtp: { title: 'Confirm Email', Component: EmailVerifyOtpView },
  EmailVerifyDevice: { title: 'Register Device', Component: EmailVerifyDeviceView },
  Account: { title: 'Account', Component: AccountView },
  ApproveTransaction: {
    title: 'Approve Transaction',
    Component: ApproveTransactionView,
    noBack: true,
  },
  // Leaving sign-in is Cancel's decision (it may disconnect), not the back button's.
  SIWXSignMessage: { title: 'Sign In', Component: SIWXSignMessageView, noBack: true },
}

/** 'RegisterAccountName' → 'Register Account Name'. */
const titleOf = (view: View) => view.replace(/([a-z])([A-Z])/g, '$1 $2')

export function viewEntry(view: View): ViewEntry {
  return VIEWS[view] ?? { title: titleOf(view), Component: UnavailableView }
}
