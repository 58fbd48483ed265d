import { useId } from 'react'
import type { OnrampPurchaseCurrency } from '../../../core/clients/blockchainApi/types'
import { paymentMethodLabel } from './OnrampAmountField'

export interface OnrampChoicesProps {
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  purchaseCurrency: string | undefined
  paymentCurrencies: readonly string[]
  paymentCurrency: string
  paymentMethods: readonly string[]
  paymentMethod: string
  onPurchaseCurrency(symbol: string): void
  onPaymentCurrency(currency: string): void
  onPaymentMethod(method: string): void
}

/**
 * What to buy, what to pay in and how: native controls (a select each, radio
 * buttons for the method), so the keyboard and screen readers work as anywhere.
 */
export function OnrampChoices(props: OnrampChoicesProps) {
  const cryptoId = useId()
  const currencyId = useId()
  const methodName = useId()
  return (
    <>
      <div className="al-onramp-row">
        <div className="al-field al-onramp-grow">
          <label className="al-onramp-label" htmlFor={cryptoId}>
            Buy
          </label>
          <select
            id={cryptoId}
            className="al-select"
            value={props.purchaseCurrency ?? ''}
            onChange={(event) => props.onPurchaseCurrency(event.target.value)}
          >
            {props.purchaseCurrencies.map((currency) => (
              <option key={currency.symbol} value={currency.symbol}>
                {currency.symbol} · {currency.name}
              </option>
            ))}
          </select>
        </div>
        <div className="al-field">
          <label className="al-onramp-label" htmlFor={currencyId}>
            Currency
          </label>
          <select
            id={currencyId}
            className="al-select"
            value={props.paymentCurrency}
            onChange={(event) => props.onPaymentCurrency(event.target.value)}
          >
            {props.paymentCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="al-onramp-methods">
        <legend className="al-onramp-label">Payment method</legend>
        {props.paymentMethods.map((method) => (
          <label key={method} className="al-onramp-method">
            <input
              type="radio"
              name={methodName}
              value={method}
              checked={props.paymentMethod === method}
              onChange={() => props.onPaymentMethod(method)}
            />
            <span>{paymentMethodLabel(method)}</span>
          </label>
        ))}
      </fieldset>
    </>
  )
}
