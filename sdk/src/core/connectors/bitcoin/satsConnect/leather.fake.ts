/**
 * A `window.LeatherProvider` for tests, answering as `@leather.io/provider` does: the
 * whole JSON-RPC response on success, a rejection with the whole response on failure
 * (`reject`: the user's refusal, 4001 'User rejected request'). It records each request.
 */
import { FAKE_ORDINALS, FAKE_PAYMENT } from '../bitcoinWallet.fake'
import type { Leather } from './leatherProvider'

export function fakeLeather(options: { reject?: boolean } = {}) {
  const requests: { method: string; params: unknown }[] = []
  let id = 0
  const results: Record<string, (params: Record<string, unknown>) => unknown> = {
    getAddresses: () => ({
      addresses: [
        {
          symbol: 'BTC',
          type: 'p2wpkh',
          address: FAKE_PAYMENT,
          publicKey: '02'.repeat(33),
          derivationPath: "m/84'/1'/0'/0/0",
        },
        {
          symbol: 'BTC',
          type: 'p2tr',
          address: FAKE_ORDINALS,
          publicKey: `02${'03'.repeat(32)}`,
          tweakedPublicKey: '04'.repeat(32),
          derivationPath: "m/86'/1'/0'/0/0",
        },
        { symbol: 'STX', address: 'ST000000000000000000002AMW42H', publicKey: '05'.repeat(33) },
      ],
    }),
    signMessage: (params) => ({
      signature: btoa(
        `${String(params.type)}:${String(params.paymentType)}:${String(params.message)}`,
      ),
      address: FAKE_PAYMENT,
      message: params.message,
    }),
    sendTransfer: () => ({ txid: 'ef'.repeat(32) }),
    signPsbt: (params) => ({ hex: `${String(params.hex)}ff` }),
  }
  const leather: Leather = {
    isLeather: true,
    async request(method, params) {
      requests.push({ method, params })
      const base = { jsonrpc: '2.0', id: String(++id) }
      const answer = results[method]
      if (!answer)
        throw {
          ...base,
          error: { code: -32601, message: `"${method}" is not supported.` },
        }
      if (options.reject) throw { ...base, error: { code: 4001, message: 'User rejected request' } }
      return { ...base, result: answer((params ?? {}) as Record<string, unknown>) }
    },
  }
  return { leather, requests }
}
