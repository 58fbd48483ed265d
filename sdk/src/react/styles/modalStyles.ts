import { baseStyles } from './baseStyles'
import { controlStyles } from './controlStyles'
import { viewStyles } from './viewStyles'

/** Everything the shadow root's one <style> holds. */
export const modalStyles = baseStyles + controlStyles + viewStyles
