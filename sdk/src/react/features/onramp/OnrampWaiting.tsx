import { useEffect, useState } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import type { TransactionsByYear } from '../../../core/features/history/historyStore'
import { Button } from '../../ui/Button'
import { CheckIcon } from '../../ui/icons'
import { Spinner } from '../../ui/Spinner'

/**
 * How often the on-ramp history is asked for the purchase: a delivery is a
 * block away once the visitor pays, and a few seconds is what they will wait.
 */
export const ONRAMP_POLL_MS = 3_000
/** About ten minutes of asking; a purchase taking longer shows up on the next visit. */
const MAX_POLLS = 200
/** Failures in a row after which asking stops (each one is a toast). */
const MAX_FAILURES = 3

export type DeliveryStatus = 'waiting' | 'received' | 'unwatched'

function purchaseIds(byYear: TransactionsByYear): Set<string> {
  const ids = new Set<string>()
  for (const months of Object.values(byYear))
    for (const transactions of Object.values(months))
      for (const transaction of transactions) ids.add(transaction.id)
  return ids
}

/**
 * Watches the account's on-ramp purchases (history with onramp=coinbase) from
 * the moment the provider's window opened: the first answer is what was there
 * before, a later one with a new purchase means it arrived, and the balances
 * are fetched again past their cache. Without activity served, nothing is
 * watched and the balances refresh when the visitor goes back. `opened` is
 * the number of provider windows opened so far (0: none yet).
 */
export function useOnrampDelivery(instance: AirlockInstance, opened: number): DeliveryStatus {
  const watchable = instance.history.available
  const [status, setStatus] = useState<DeliveryStatus>(watchable ? 'waiting' : 'unwatched')

  useEffect(() => {
    // `opened` counts provider windows: nothing to watch before the first.
    if (!watchable || opened === 0) return
    setStatus('waiting')
    let live = true
    let baseline: Set<string> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let polls = 0
    let failures = 0

    async function check(): Promise<void> {
      await instance.history.fetchOnrampTransactions()
      if (!live) return
      const { coinbaseTransactions, error } = instance.history.store.getState()
      if (error) {
        failures++
        if (failures >= MAX_FAILURES) {
          setStatus('unwatched')
          return
        }
      } else {
        failures = 0
        const ids = purchaseIds(coinbaseTransactions)
        if (!baseline) {
          baseline = ids
        } else if ([...ids].some((id) => !baseline?.has(id))) {
          await instance.balances.fetch({ forceUpdate: true })
          if (live) setStatus('received')
          return
        }
      }
      if (++polls < MAX_POLLS) timer = setTimeout(() => void check(), ONRAMP_POLL_MS)
      else setStatus('unwatched')
    }

    void check()
    return () => {
      live = false
      clearTimeout(timer)
    }
    // `opened` changes with every new provider window: watching starts over from there.
  }, [instance, watchable, opened])

  return status
}

export interface OnrampWaitingProps {
  provider: string
  /** Symbol being bought. */
  asset: string | undefined
  status: DeliveryStatus
  reopening: boolean
  onReopen(): void
  onDone(): void
}

/** After the provider's window opened: the purchase goes on there; this says what happens here. */
export function OnrampWaiting({
  provider,
  asset,
  status,
  reopening,
  onReopen,
  onDone,
}: OnrampWaitingProps) {
  return (
    <div className="al-view al-onramp-waiting">
      <div className="al-hero-icon" aria-hidden="true">
        {status === 'received' ? <CheckIcon size={28} /> : <Spinner size={28} />}
      </div>
      <h3 className="al-heading">
        {status === 'received' ? 'Purchase received' : `Continue in ${provider}`}
      </h3>
      <p className="al-lead">
        Your purchase{asset ? ` of ${asset}` : ''} continues in the {provider} window. Your balance
        here refreshes when it is done.
      </p>
      <p className="al-onramp-status" role="status" data-testid="onramp-status">
        {status === 'waiting'
          ? 'Waiting for your purchase to arrive…'
          : status === 'received'
            ? 'It has arrived: your balance is up to date.'
            : 'Your balance refreshes when you go back to your account.'}
      </p>
      <Button variant={status === 'received' ? 'primary' : 'secondary'} onClick={onDone}>
        Back to account
      </Button>
      {status !== 'received' && (
        <Button variant="ghost" loading={reopening} onClick={onReopen}>
          Open {provider} again
        </Button>
      )}
    </div>
  )
}
