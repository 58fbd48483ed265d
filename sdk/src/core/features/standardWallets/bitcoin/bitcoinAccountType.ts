import { AirlockError } from '@airlock/protocol'
import type { BitcoinAddressPurpose } from '../../../connectors/bitcoin/bitcoinFeatures'

const bad = (message: string) => new AirlockError('INVALID_APP_CONFIGURATION', { message })
const shown = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : Array.isArray(value)
      ? 'an array'
      : String(value)

/**
 * The bip122 account type of the `preferredAccountTypes` option: 'payment' (SPEC §6's
 * default) or 'ordinals'. Read when the Bitcoin code loads, so a page without bip122
 * networks pays nothing for it; anything else throws saying what is wrong.
 */
export function bitcoinAccountType(preferred: unknown): BitcoinAddressPurpose {
  if (preferred === undefined) return 'payment'
  if (typeof preferred !== 'object' || preferred === null || Array.isArray(preferred))
    throw bad(
      `preferredAccountTypes must be an object such as { bip122: 'ordinals' }, not ${shown(preferred)}`,
    )
  for (const key of Object.keys(preferred))
    if (key !== 'bip122')
      throw bad(
        `preferredAccountTypes.${key} is not an option: only bip122 has an account type to choose`,
      )
  const type = (preferred as { bip122?: unknown }).bip122
  if (type === undefined || type === 'payment' || type === 'ordinals') return type ?? 'payment'
  throw bad(`preferredAccountTypes.bip122 must be 'payment' or 'ordinals', not ${shown(type)}`)
}
