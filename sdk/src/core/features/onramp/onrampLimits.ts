import { ONRAMP_BANK_LIMITS, ONRAMP_CARD_LIMITS } from '@airlock/protocol'
import type { OnrampPaymentCurrency } from '../../clients/blockchainApi/types'

/** The payment methods SPEC §9 gives fallback limits for. */
export const ONRAMP_CARD = 'CARD'
export const ONRAMP_BANK_ACCOUNT = 'ACH_BANK_ACCOUNT'

/** Currencies the fallback limits are stated in (SPEC §9: USD or EUR). */
const FALLBACK_CURRENCIES = new Set(['USD', 'EUR'])

export interface OnrampLimits {
  min: number
  max: number
}

/**
 * The amounts a payment method takes in a currency: what onramp/options lists,
 * else SPEC §9's fallback (card 10–7500, bank account 10–25000, USD or EUR).
 * Undefined when neither knows the pair.
 */
export function onrampLimits(
  paymentCurrencies: readonly OnrampPaymentCurrency[],
  currency: string,
  method: string,
): OnrampLimits | undefined {
  const code = currency.toUpperCase()
  const listed = paymentCurrencies
    .find((entry) => entry.id.toUpperCase() === code)
    ?.payment_method_limits.find((limit) => limit.id === method)
  const min = Number(listed?.min)
  const max = Number(listed?.max)
  if (listed && Number.isFinite(min) && Number.isFinite(max) && min <= max) return { min, max }
  if (!FALLBACK_CURRENCIES.has(code)) return undefined
  if (method === ONRAMP_CARD) return { ...ONRAMP_CARD_LIMITS }
  if (method === ONRAMP_BANK_ACCOUNT) return { ...ONRAMP_BANK_LIMITS }
  return undefined
}

/** The payment methods offered in a currency: those the options list, else card and bank account. */
export function onrampPaymentMethods(
  paymentCurrencies: readonly OnrampPaymentCurrency[],
  currency: string,
): string[] {
  const code = currency.toUpperCase()
  const listed = paymentCurrencies.find((entry) => entry.id.toUpperCase() === code)
  const methods = listed?.payment_method_limits.map((limit) => limit.id) ?? []
  return methods.length ? methods : [ONRAMP_CARD, ONRAMP_BANK_ACCOUNT]
}

/** A fiat amount inside the limits; any positive amount when there are none to check. */
export function isWithinOnrampLimits(amount: number, limits: OnrampLimits | undefined): boolean {
  if (!Number.isFinite(amount) || amount <= 0) return false
  return !limits || (amount >= limits.min && amount <= limits.max)
}
