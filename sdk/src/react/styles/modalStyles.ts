import { accountStyles } from './accountStyles'
import { baseStyles } from './baseStyles'
import { controlStyles } from './controlStyles'
import { networkStyles } from './networkStyles'
import { viewStyles } from './viewStyles'
import { walletStyles } from './walletStyles'

/** Everything the shadow root's one <style> holds. */
export const modalStyles =
  baseStyles + controlStyles + viewStyles + networkStyles + walletStyles + accountStyles
