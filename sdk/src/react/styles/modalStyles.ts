import { accountStyles } from './accountStyles'
import { baseStyles } from './baseStyles'
import { controlStyles } from './controlStyles'
import { listStyles } from './listStyles'
import { networkStyles } from './networkStyles'
import { socialStyles } from './socialStyles'
import { viewStyles } from './viewStyles'
import { walletStyles } from './walletStyles'

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
