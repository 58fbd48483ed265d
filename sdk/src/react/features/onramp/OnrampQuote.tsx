import type { OnrampQuoteDetails } from '../../../core/features/onramp/onrampStore'
import { Spinner } from '../../ui/Spinner'
import { formatMoney } from './OnrampAmountField'

export interface OnrampQuoteProps {
  quote: OnrampQuoteDetails | undefined
  /** A quote is being asked for (or will be, once typing pauses). */
  pending: boolean
  /** The choices can be quoted: without a quote then, the failure is the view's alert. */
  quotable: boolean
}

const money = ({ amount, currency }: { amount: string; currency: string }) =>
  formatMoney(Number(amount), currency)

/**
 * What the provider quoted: the crypto received, its fee (SPEC §9: 1–2 %), the
 * network fee, and the total paid. A live region, so a screen reader hears the
 * new figures when the amount or a choice changes.
 */
export function OnrampQuote({ quote, pending, quotable }: OnrampQuoteProps) {
  return (
    <section className="al-onramp-quote" aria-live="polite" aria-busy={pending || undefined}>
      {pending ? (
        <p className="al-inline al-muted">
          <Spinner size={14} /> Getting a quote…
        </p>
      ) : quote ? (
        <dl className="al-onramp-figures" data-testid="onramp-quote">
          <div className="al-onramp-receive">
            <dt>You receive</dt>
            <dd data-testid="onramp-receive">
              ≈ {quote.purchaseAmount.amount} {quote.purchaseAmount.currency}
            </dd>
          </div>
          <div>
            <dt>Provider fee ({quote.feePercent}%)</dt>
            <dd data-testid="onramp-provider-fee">{money(quote.coinbaseFee)}</dd>
          </div>
          <div>
            <dt>Network fee</dt>
            <dd data-testid="onramp-network-fee">{money(quote.networkFee)}</dd>
          </div>
          <div className="al-onramp-total">
            <dt>Total</dt>
            <dd data-testid="onramp-total">{money(quote.paymentTotal)}</dd>
          </div>
        </dl>
      ) : quotable ? null : (
        <p className="al-muted">Enter an amount to see a quote.</p>
      )}
    </section>
  )
}
