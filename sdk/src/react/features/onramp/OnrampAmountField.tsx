import { isDecimalNumber } from '@airlock/protocol'
import type { Ref } from 'react'
import type { OnrampLimits } from '../../../core/features/onramp/onrampLimits'
import { formatFiat } from '../../../core/format/displayAmounts'

/** How a payment method reads in the form ('CARD' → 'Card'); unknown ids in words. */
export function paymentMethodLabel(method: string): string {
  if (method === 'CARD') return 'Card'
  if (method === 'ACH_BANK_ACCOUNT') return 'Bank transfer'
  const words = method.toLowerCase().replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A fiat amount with its sign ('$7,500.00', '€10.00'); the code when Intl does not know it. */
export function formatMoney(value: number, currency: string): string {
  try {
    return formatFiat(value, currency)
  } catch {
    return `${value.toFixed(2)} ${currency}`
  }
}

/**
 * Why `amount` cannot be bought with, or undefined when it can: a number the
 * limits of the method allow (any positive number when there are none).
 * Nothing typed is not judged until the visitor tries to continue.
 */
export function amountProblem(
  amount: string,
  limits: OnrampLimits | undefined,
  currency: string,
  judgeEmpty: boolean,
): string | undefined {
  const text = amount.trim()
  const range = limits
    ? `Enter an amount between ${formatMoney(limits.min, currency)} and ${formatMoney(limits.max, currency)}.`
    : 'Enter an amount above zero.'
  if (text === '') return judgeEmpty ? range : undefined
  if (!isDecimalNumber(text)) return `Enter the amount as a number. ${range}`
  const value = Number(text)
  if (!(value > 0) || (limits && (value < limits.min || value > limits.max))) return range
  return undefined
}

export interface OnrampAmountFieldProps {
  id: string
  value: string
  currency: string
  method: string
  limits: OnrampLimits | undefined
  error: string | undefined
  onChange(value: string): void
  ref?: Ref<HTMLInputElement> | undefined
}

/** "Amount" in the payment currency, with the chosen method's limits under it. */
export function OnrampAmountField({
  id,
  value,
  currency,
  method,
  limits,
  error,
  onChange,
  ref,
}: OnrampAmountFieldProps) {
  const hintId = `${id}-limits`
  const errorId = `${id}-error`
  return (
    <div className={error ? 'al-field al-field-invalid' : 'al-field'}>
      <label className="al-onramp-label" htmlFor={id}>
        Amount
      </label>
      <div className="al-input-wrap">
        <input
          ref={ref}
          id={id}
          className="al-input al-onramp-amount"
          value={value}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          data-autofocus=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="al-onramp-currency" aria-hidden="true">
          {currency}
        </span>
      </div>
      {error && (
        <p id={errorId} className="al-field-error" role="alert">
          {error}
        </p>
      )}
      <p id={hintId} className="al-field-hint al-muted" data-testid="onramp-limits">
        {limits
          ? `${paymentMethodLabel(method)}: ${formatMoney(limits.min, currency)} to ${formatMoney(limits.max, currency)}`
          : `${paymentMethodLabel(method)}: no limits known for ${currency}`}
      </p>
    </div>
  )
}
