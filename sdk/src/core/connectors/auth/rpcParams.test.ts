import { describe, expect, it } from 'vitest'
import { serializeRpcParams } from './rpcParams'

describe('serializeRpcParams', () => {
  it('turns bigints into 0x-hex anywhere in the params', () => {
    expect(
      serializeRpcParams([
        { to: '0xabc', value: 10n ** 18n, gas: 21_000n, nested: [{ n: 0n }] },
        'latest',
      ]),
    ).toEqual([
      { to: '0xabc', value: '0xde0b6b3a7640000', gas: '0x5208', nested: [{ n: '0x0' }] },
      'latest',
    ])
  })

  it('leaves other values alone', () => {
    const bytes = new Uint8Array([1])
    expect(serializeRpcParams(['a', 1, true, null, undefined, bytes])).toEqual([
      'a',
      1,
      true,
      null,
      undefined,
      bytes,
    ])
  })

  it('refuses a negative bigint', () => {
    expect(() => serializeRpcParams([-1n])).toThrow(RangeError)
  })
})
