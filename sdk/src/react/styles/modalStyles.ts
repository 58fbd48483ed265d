import { accountStyles } from './accountStyles'
import { baseStyles } from './baseStyles'
import { controlStyles } from './controlStyles'
import { listStyles } from './listStyles'
import { networkStyles } from './networkStyles'
import { onrampStyles } from './onrampStyles'
import { sendStyles } from './sendStyles'
import { swapStyles } from './swapStyles'
import { viewStyles } from './viewStyles'
import { walletStyles } from './walletStyles'

/** Everything the shadow root's one <style> holds. */
export const modalStyles =
  baseStyles +
  controlStyles +
  listStyles +
  viewStyles +
  networkStyles +
  walletStyles +
  accountStyles +
  sendStyles +
  swapStyles +
  onrampStyles
