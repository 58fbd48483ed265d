import type { Transaction } from '../../clients/blockchainApi/types'
import type { TransactionsByYear } from './historyStore'

const isSpam = (transfer: Transaction['transfers'][number]) =>
  transfer.nft_info?.flags.is_spam === true

/**
 * Spam transfers hidden (SPEC §3), and a transaction made only of spam
 * transfers (an unsolicited NFT airdrop) hidden with them. A transaction
 * without transfers (an approval, a contract call) stays.
 */
export function withoutSpam(transactions: readonly Transaction[]): Transaction[] {
  return transactions.flatMap((transaction) => {
    if (transaction.transfers.length === 0) return [transaction]
    const transfers = transaction.transfers.filter((transfer) => !isSpam(transfer))
    return transfers.length ? [{ ...transaction, transfers }] : []
  })
}

/**
 * Year, then month index (0 = January), in the visitor's time zone: a
 * transaction mined late on 31 December is listed where the visitor's calendar
 * puts it. Order within a month is kept (the API sends newest first).
 */
export function groupByYearMonth(transactions: readonly Transaction[]): TransactionsByYear {
  const grouped: TransactionsByYear = {}
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(mined.getTime())) continue
    const year = grouped[mined.getFullYear()] ?? {}
    grouped[mined.getFullYear()] = year
    const month = year[mined.getMonth()] ?? []
    year[mined.getMonth()] = month
    month.push(transaction)
  }
  return grouped
}

/**
 * `current` with `fresh` merged in by id: a known transaction is replaced (its
 * status may have changed), a new one goes first; the list stays newest first.
 */
export function mergeTransactions(
  current: readonly Transaction[],
  fresh: readonly Transaction[],
): Transaction[] {
  const byId = new Map(fresh.map((transaction) => [transaction.id, transaction]))
  const known = new Set(current.map((transaction) => transaction.id))
  const added = fresh.filter((transaction) => !known.has(transaction.id))
  return [...added, ...current.map((transaction) => byId.get(transaction.id) ?? transaction)]
}

/** Every page of the history query in order, a transaction seen on an earlier page not repeated. */
export function flatten(data: { pages: readonly { transactions: Transaction[] }[] } | undefined) {
  const seen = new Set<string>()
  const list: Transaction[] = []
  for (const page of data?.pages ?? [])
    for (const transaction of page.transactions)
      if (!seen.has(transaction.id)) {
        seen.add(transaction.id)
        list.push(transaction)
      }
  return list
}
