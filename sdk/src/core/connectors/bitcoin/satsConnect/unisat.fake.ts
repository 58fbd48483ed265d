/**
 * A Unisat-style `window.unisat` for tests: one Taproot address on regtest; it records its
 * calls. It fails as Unisat's page provider does: with the serialized error, a plain
 * `{ code, message }` rather than an Error (`reject`: the user's refusal, 4001;
 * `failSend`: sendBitcoin's own failure).
 */
import { FAKE_ORDINALS } from '../bitcoinWallet.fake'
import type { Unisat } from './unisatProvider'

export interface FakeUnisatOptions {
  reject?: boolean
  failSend?: string
  /** What getChain answers (`{ enum }`); absent: an older Unisat with getNetwork only. */
  chain?: string
  /** What getNetwork answers: 'testnet' by default (Unisat has no regtest). */
  network?: string
}

export function fakeUnisat(options: FakeUnisatOptions = {}) {
  const calls: { method: string; args: unknown[] }[] = []
  const handlers = new Set<(accounts: string[]) => void>()
  let accounts: string[] = []
  const answer = async <T>(method: string, args: unknown[], result: () => T): Promise<T> => {
    calls.push({ method, args })
    if (options.reject) throw { code: 4001, message: 'User rejected the request.' }
    return result()
  }
  const unisat: Unisat = {
    requestAccounts: () =>
      answer('requestAccounts', [], () => {
        accounts = [FAKE_ORDINALS]
        return accounts
      }),
    getAccounts: async () => {
      calls.push({ method: 'getAccounts', args: [] })
      return accounts
    },
    getPublicKey: async () => `02${'03'.repeat(32)}`,
    signMessage: (message, type) =>
      answer('signMessage', [message, type], () => btoa(`${type}:${message}`)),
    sendBitcoin: (address, sats) =>
      answer('sendBitcoin', [address, sats], () => {
        if (options.failSend !== undefined) throw { code: -32603, message: options.failSend }
        return 'cd'.repeat(32)
      }),
    signPsbt: (hex, signOptions) => answer('signPsbt', [hex, signOptions], () => `${hex}ff`),
    getNetwork: async () => options.network ?? 'testnet',
    ...(options.chain === undefined
      ? {}
      : { getChain: async () => ({ enum: options.chain, name: options.chain, network: 'x' }) }),
    on: (_event, handler) => handlers.add(handler),
    removeListener: (_event, handler) => handlers.delete(handler),
  }
  return {
    unisat,
    calls,
    handlerCount: () => handlers.size,
    switchAccount(next: string[]) {
      accounts = next
      for (const handler of [...handlers]) handler(next)
    },
  }
}
