import type { SwapToken } from '../../../core/clients/blockchainApi/types'
import type { SwapQuoteDetails as Quote } from '../../../core/features/swap/swapStore'
import { shortAmount, swapRate } from './swapAmounts'

export interface SwapQuoteDetailsProps {
  source: SwapToken
  target: SwapToken
  /** The amount quoted, whole units of `source`. */
  amount: string
  quote: Quote
  /** The network's native currency symbol: the fee is paid in it. */
  feeSymbol: string
}

/**
 * What a quote means before it is accepted: the rate, the least the swap may
 * give (the quote less the 1 % slippage, SPEC §9) and the network fee of the
 * next transaction (the approval when one is needed, else the swap).
 */
export function SwapQuoteDetails({
  source,
  target,
  amount,
  quote,
  feeSymbol,
}: SwapQuoteDetailsProps) {
  const rate = swapRate(source, target, amount, quote.toAmount)
  return (
    <dl className="al-swap-details" data-testid="swap-details">
      {rate && (
        <div>
          <dt>Rate</dt>
          <dd>
            1 {source.symbol} = {rate} {target.symbol}
          </dd>
        </div>
      )}
      <div>
        <dt>Minimum received</dt>
        <dd>
          {quote.minimumReceived} {target.symbol}
        </dd>
      </div>
      <div>
        <dt>Slippage</dt>
        <dd>{quote.slippage} %</dd>
      </div>
      <div>
        <dt>{quote.approvalNeeded ? 'Network fee (approval)' : 'Network fee'}</dt>
        <dd>{quote.networkFee ? `${shortAmount(quote.networkFee)} ${feeSymbol}` : 'Unknown'}</dd>
      </div>
    </dl>
  )
}
