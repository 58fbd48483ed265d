import { accountStyles } from '../features/account/accountStyles'
import { walletStyles } from '../features/connect/walletStyles'
import { networkStyles } from '../features/network/networkStyles'
import { socialStyles } from '../features/socialLogin/socialStyles'
import { baseStyles } from './baseStyles'
import { controlStyles } from './controlStyles'
import { listStyles } from './listStyles'
import { viewStyles } from './viewStyles'

/**
 * What the shadow root's <style> holds from the first open. The Send, Swap and Buy views
 * bring their own CSS with their chunks (modal/lazyView.tsx).
 */
export const modalStyles =
  baseStyles +
  controlStyles +
  listStyles +
  viewStyles +
  networkStyles +
  walletStyles +
  socialStyles +
  accountStyles
