/**
 * Chain ids as the host sends them (a number for eip155, a string for Solana's
 * genesis-hash reference, sometimes a full CAIP-2 id) and as the frame's API and
 * replies need them. Only the two namespaces the embedded wallet serves are taken.
 */
import { isCaipNetworkId } from '@airlock/protocol'
import { FrameMessages } from './messages'

export type WalletNamespace = 'eip155' | 'solana'

export interface FrameChain {
  namespace: WalletNamespace
  /** CAIP-2: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  caip2: string
  /** What replies carry: a number for eip155, the reference string for Solana. */
  wireId: number | string
}

const EIP155_REFERENCE = /^[1-9][0-9]{0,15}$/
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export const DEFAULT_CHAIN: FrameChain = { namespace: 'eip155', caip2: 'eip155:1', wireId: 1 }

function eip155(reference: string): FrameChain {
  const id = Number(reference)
  return { namespace: 'eip155', caip2: `eip155:${id}`, wireId: id }
}

/** Throws 'Unsupported chain' for anything that is not an eip155 or Solana chain. */
export function parseChainId(value: number | string): FrameChain {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value > 0) return eip155(String(value))
    throw new Error(FrameMessages.UNSUPPORTED_CHAIN)
  }
  if (isCaipNetworkId(value)) {
    const [namespace = '', reference = ''] = value.split(':')
    if (namespace === 'eip155' && EIP155_REFERENCE.test(reference)) return eip155(reference)
    if (namespace === 'solana' && SOLANA_REFERENCE.test(reference)) {
      return { namespace: 'solana', caip2: value, wireId: value }
    }
    throw new Error(FrameMessages.UNSUPPORTED_CHAIN)
  }
  if (EIP155_REFERENCE.test(value)) return eip155(value)
  if (SOLANA_REFERENCE.test(value))
    return { namespace: 'solana', caip2: `solana:${value}`, wireId: value }
  throw new Error(FrameMessages.UNSUPPORTED_CHAIN)
}
