import type {
  Transaction,
  TransactionTransfer,
  TransferDirection,
} from '../../../core/clients/blockchainApi/types'
import { truncateAddress } from '../../ui/truncateAddress'
import { ArrowBothIcon, ArrowInIcon, ArrowOutIcon } from '../account/accountIcons'
import { transactionTime } from './historyDates'
import { formatTransferAmount } from './transferAmount'

/** What the row calls an operation; the API's own word, capitalised, for one not listed. */
const VERBS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  execute: 'Contract call',
}

const DIRECTION_VERBS: Record<TransferDirection, string> = {
  in: 'Received',
  out: 'Sent',
  self: 'Moved',
}

const STATUS_LABELS = { pending: 'Pending', failed: 'Failed' } as const

function verbOf(transaction: Transaction, first: TransactionTransfer | undefined): string {
  const operation = transaction.metadata.operationType.toLowerCase()
  const known = VERBS[operation]
  if (known) return known
  if (first) return DIRECTION_VERBS[first.direction]
  return operation ? operation[0]?.toUpperCase() + operation.slice(1) : 'Transaction'
}

const tokenOf = (transfer: TransactionTransfer) =>
  transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? 'NFT'

/** `+1.5 ETH` in, `−0.25 ETH` out (a real minus sign), no sign between own accounts. */
function amountOf(transfer: TransactionTransfer): string {
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
  return `${sign}${formatTransferAmount(transfer.quantity.numeric)} ${tokenOf(transfer)}`
}

/** The direction of the whole transaction: a trade goes both ways. */
function directionOf(transaction: Transaction): TransferDirection | 'both' | undefined {
  const directions = new Set(transaction.transfers.map((transfer) => transfer.direction))
  if (directions.has('in') && directions.has('out')) return 'both'
  return transaction.transfers[0]?.direction
}

function DirectionIcon({ direction }: { direction: TransferDirection | 'both' | undefined }) {
  if (direction === 'in') return <ArrowInIcon />
  if (direction === 'out') return <ArrowOutIcon />
  return <ArrowBothIcon />
}

/**
 * One transaction of the activity list: direction icon, what happened to which
 * token, the amounts, the other party (from / to, cut to 4…6) and the time.
 */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { metadata, transfers } = transaction
  const first = transfers[0]
  const direction = directionOf(transaction)
  const tokens = [...new Set(transfers.map(tokenOf))].join(' → ')
  const counterpart =
    direction === 'in'
      ? `from ${truncateAddress(metadata.sentFrom)}`
      : direction === 'out'
        ? `to ${truncateAddress(metadata.sentTo)}`
        : undefined
  const status = metadata.status === 'confirmed' ? undefined : STATUS_LABELS[metadata.status]
  return (
    <li className="al-tx-row" data-testid="transaction-row" data-direction={direction}>
      <span className="al-tx-icon" aria-hidden="true">
        <DirectionIcon direction={direction} />
      </span>
      <span className="al-tx-main">
        <span className="al-tx-title">
          {verbOf(transaction, first)}
          {tokens && ` ${tokens}`}
          {status && (
            <>
              {' '}
              <span className="al-tx-status" data-status={metadata.status}>
                {status}
              </span>
            </>
          )}
        </span>
        <span className="al-tx-detail al-muted">
          {counterpart && (
            <>
              <span
                className="al-tx-counterpart"
                title={direction === 'in' ? metadata.sentFrom : metadata.sentTo}
              >
                {counterpart}
              </span>{' '}
            </>
          )}
          <time dateTime={metadata.minedAt}>{transactionTime(metadata.minedAt)}</time>
        </span>
      </span>
      {transfers.length > 0 && (
        <span className="al-tx-amounts">
          {transfers.map((transfer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers have no id; their order is fixed.
            <span key={index} className="al-tx-amount" data-direction={transfer.direction}>
              {index > 0 && ' '}
              {amountOf(transfer)}
            </span>
          ))}
        </span>
      )}
    </li>
  )
}
