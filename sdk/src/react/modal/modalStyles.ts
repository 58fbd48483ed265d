import { accountStyles } from '../styles/accountStyles'
import { networkStyles } from '../styles/networkStyles'
import { socialStyles } from '../styles/socialStyles'
import { walletStyles } from '../styles/walletStyles'
import { baseStyles } from './baseStyles'
import { controlStyles } from './controlStyles'
import { listStyles } from './listStyles'
import { viewStyles } from './viewStyles'

/**
 * What the shadow root's <style> holds from the first open. The Send, Swap and Buy views
 * bring their own CSS with their chunks (views/lazyView.tsx).
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
