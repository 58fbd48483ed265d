/**
 * Requests the frame refuses before any card: what the card would show could not be
 * what gets signed. The server refuses the same ones again, with the same words.
 */

import { MAX_SIGNED_TRANSACTIONS } from '../../shared/apiContract'
import { serverMessage } from '../../shared/serverMessages'
import { isOddLengthHex } from './bytes'
import { personalMessage } from './personalMessage'

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/** The message to answer with instead of a card, or null when the card can show the request. */
export function refusalOf(method: string, params: unknown): string | null {
  if (method === 'personal_sign') {
    const message = personalMessage(params)
    if (typeof message === 'string' && isOddLengthHex(message)) {
      return serverMessage('ODD_HEX_MESSAGE')
    }
  }
  if (method === 'solana_signAllTransactions') {
    const list = field(params, 'transactions')
    if (Array.isArray(list) && list.length > MAX_SIGNED_TRANSACTIONS) {
      return serverMessage('TOO_MANY_TRANSACTIONS', { max: MAX_SIGNED_TRANSACTIONS })
    }
  }
  return null
}
