import { createDefaultSiwx, type SIWXConfig } from '@airlock/sdk'
import type { SiwxMode } from './config'

/**
 * The default EVM sign-in for a `siwx` mode other than 'off'. main.tsx imports
 * this file only then, so a dapp without sign-in does not load its code.
 */
export function dappSiwx(mode: Exclude<SiwxMode, 'off'>): SIWXConfig {
  return createDefaultSiwx({ required: mode === 'required' })
}
