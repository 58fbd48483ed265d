import { ErrorCatalogue } from '@airlock/protocol'
import { useEffect, useId, useRef } from 'react'
import type { TransactionsByYear } from '../../../core/features/history/historyStore'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { useStore } from '../../useStore'
import { monthHeading } from './historyDates'
import { TransactionRow } from './TransactionRow'
import { useLoadOnScroll } from './useLoadOnScroll'

const SKELETON_ROWS = 3

/** Keys of a year → month record, newest first. */
const newestFirst = (record: object) =>
  Object.keys(record)
    .map(Number)
    .sort((a, b) => b - a)

function MonthGroup({
  year,
  month,
  byYear,
}: {
  year: number
  month: number
  byYear: TransactionsByYear
}) {
  const headingId = useId()
  const transactions = byYear[year]?.[month] ?? []
  return (
    <div className="al-tx-month">
      <h4 id={headingId} className="al-tx-month-title">
        {monthHeading(year, month)}
      </h4>
      <ul className="al-tx-list" aria-labelledby={headingId}>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </div>
  )
}

function LoadingRows() {
  return (
    <div className="al-tx-list" aria-busy="true">
      <span className="al-visually-hidden">Loading activity</span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <span key={index} className="al-tx-row al-tx-row-skeleton" aria-hidden="true">
          <span className="al-skeleton al-skeleton-circle" />
          <span className="al-skeleton" />
        </span>
      ))}
    </div>
  )
}

/**
 * 'Transactions' (Activity): the active account's history on the active
 * network, grouped by year then month, newest first; the next page loads as
 * the end of the list comes into sight (or with "Load more"). Spam is hidden by
 * the core, which also shows the 'Failed to fetch transactions' toast.
 */
export function TransactionsView() {
  const instance = useAirlockInstance()
  const { history } = instance
  const { chains, options } = instance.stores
  const enabled = useStore(options, (state) => state.features.history) && history.available
  const key = useStore(chains, (state) => {
    const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    const network = chain?.network.caipNetwork
    const address = chain?.account.address
    return network && address ? `${network.caipNetworkId}:${address}` : undefined
  })
  const byYear = useStore(history.store, (state) => state.transactionsByYear)
  const count = useStore(history.store, (state) => state.transactions.length)
  const loading = useStore(history.store, (state) => state.loading)
  const empty = useStore(history.store, (state) => state.empty)
  const next = useStore(history.store, (state) => state.next)
  const error = useStore(history.store, (state) => state.error)
  const sentinel = useRef<HTMLDivElement>(null)

  const reload = () => {
    // Rejects only without an account, which this view is not shown for.
    history.fetch().catch(() => {})
  }

  // The first page on open and for each account or network: the list restarts, what was shown stays meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` only calls the instance's history.
  useEffect(() => {
    if (enabled && key) reload()
  }, [enabled, key])

  const more = () => void history.fetchNextPage()
  useLoadOnScroll(sentinel, enabled && !!next && !loading && !error, count, more)

  if (!enabled) {
    return (
      <div className="al-view al-activity">
        <p className="al-lead">Activity isn't available here.</p>
      </div>
    )
  }

  const years = newestFirst(byYear)
  return (
    <div className="al-view al-activity">
      {count === 0 && loading && <LoadingRows />}
      {count === 0 && !loading && error && (
        <div className="al-state" role="alert">
          <p className="al-lead">{ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS}</p>
        </div>
      )}
      {count === 0 && !loading && !error && empty && (
        <p className="al-lead al-state">No activity yet</p>
      )}
      {years.map((year) => (
        <div key={year} className="al-tx-year">
          <h3 className="al-tx-year-title">{year}</h3>
          {newestFirst(byYear[year] ?? {}).map((month) => (
            <MonthGroup key={month} year={year} month={month} byYear={byYear} />
          ))}
        </div>
      ))}
      {count > 0 && error && (
        <p className="al-field-error al-state" role="alert">
          {ErrorCatalogue.FAILED_TO_FETCH_TRANSACTIONS}
        </p>
      )}
      {error && (
        <Button variant="secondary" loading={loading} onClick={reload}>
          Try again
        </Button>
      )}
      {next && !error && (
        <div ref={sentinel} className="al-tx-more">
          <Button variant="ghost" loading={loading} onClick={more}>
            Load more
          </Button>
        </div>
      )}
    </div>
  )
}
