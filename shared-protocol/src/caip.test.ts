import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  assertCaipAddress,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip'

/** The message of what `run` throws; fails the test when it does not throw an Error. */
function thrown(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    return (error as Error).message
  }
  throw new Error('expected a throw')
}

/** How SPEC's `{value}` is echoed: whole up to 200 characters, else 200 and '…'. */
const echo = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text)

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EVM_ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('parseCaipNetworkId', () => {
  it('splits a CAIP-2 id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({
      namespace: 'eip155',
      reference: '1',
      caipNetworkId: 'eip155:1',
    })
    expect(parseCaipNetworkId(SOLANA_MAINNET)).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: SOLANA_MAINNET,
    })
  })

  it.each(['', 'eip155', 'eip155:', ':1', ':', 'eip155:1:0xabc', 'a::b', 'eip155:1:'])(
    'refuses %j with the exact message',
    (value) => {
      expect(thrown(() => parseCaipNetworkId(value))).toBe(`Invalid CAIP-2 network id: ${value}`)
    },
  )

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [42, '42'],
    [Number.NaN, 'NaN'],
    [true, 'true'],
    [{}, '[object Object]'],
    [['eip155', '1'], 'eip155,1'],
    [Symbol('x'), 'Symbol(x)'],
    [10n, '10'],
  ])('refuses the non-string %s with String(value) in the message', (value, shown) => {
    expect(thrown(() => parseCaipNetworkId(value))).toBe(`Invalid CAIP-2 network id: ${shown}`)
  })

  it('does not coerce an object whose toString looks like an id', () => {
    const impostor = { toString: () => 'eip155:1' }
    expect(thrown(() => parseCaipNetworkId(impostor))).toBe('Invalid CAIP-2 network id: eip155:1')
  })

  it('still gives its own message when String(value) itself throws', () => {
    const throwing = {
      toString: () => {
        throw new Error('boom')
      },
    }
    expect(thrown(() => parseCaipNetworkId(Object.create(null)))).toBe(
      'Invalid CAIP-2 network id: [unprintable value]',
    )
    expect(thrown(() => parseCaipNetworkId(throwing))).toBe(
      'Invalid CAIP-2 network id: [unprintable value]',
    )
  })

  it('accepts 512 characters and refuses 513, echoing at most 200 characters', () => {
    const longest = `eip155:${'1'.repeat(505)}`
    expect(longest).toHaveLength(512)
    expect(parseCaipNetworkId(longest).reference).toHaveLength(505)
    const tooLong = `${longest}1`
    const message = thrown(() => parseCaipNetworkId(tooLong))
    expect(message).toBe(`Invalid CAIP-2 network id: ${tooLong.slice(0, 200)}…`)
  })

  it('keeps the message short for a 100 kB string', () => {
    const huge = 'x'.repeat(100_000)
    const message = thrown(() => parseCaipNetworkId(huge))
    expect(message).toBe(`Invalid CAIP-2 network id: ${'x'.repeat(200)}…`)
    expect(message.length).toBeLessThan(300)
  })

  it('round-trips any two non-empty colon-free parts', () => {
    const part = fc
      .string({ minLength: 1, maxLength: 200, unit: 'binary' })
      .filter((s) => !s.includes(':'))
    fc.assert(
      fc.property(part, part, (namespace, reference) => {
        expect(parseCaipNetworkId(`${namespace}:${reference}`)).toEqual({
          namespace,
          reference,
          caipNetworkId: `${namespace}:${reference}`,
        })
        expect(isCaipNetworkId(`${namespace}:${reference}`)).toBe(true)
      }),
    )
  })

  it('throws the exact message for any string without exactly 2 non-empty parts', () => {
    const colonHeavy = fc.string({
      unit: fc.constantFrom(':', 'a', '1', 'é', ' ', '．'),
      maxLength: 30,
    })
    const wrongShape = fc
      .oneof(
        colonHeavy,
        fc.string({ unit: 'binary' }),
        fc.string({ minLength: 513, maxLength: 2_000 }),
      )
      .filter((s) => {
        const parts = s.split(':')
        return s.length > 512 || parts.length !== 2 || parts.some((part) => part === '')
      })
    fc.assert(
      fc.property(wrongShape, (value) => {
        expect(thrown(() => parseCaipNetworkId(value))).toBe(
          `Invalid CAIP-2 network id: ${echo(value)}`,
        )
        expect(isCaipNetworkId(value)).toBe(false)
      }),
    )
  })

  it('never throws a TypeError for any non-string input', () => {
    fc.assert(
      fc.property(
        fc
          .anything({ withNullPrototype: true, withBigInt: true, withMap: true })
          .filter((v) => typeof v !== 'string'),
        (value) => {
          const message = thrown(() => parseCaipNetworkId(value))
          expect(message.startsWith('Invalid CAIP-2 network id: ')).toBe(true)
          expect(message.length).toBeLessThanOrEqual('Invalid CAIP-2 network id: '.length + 201)
        },
      ),
    )
  })
})

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 address', () => {
    expect(parseCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:1',
    })
  })

  it.each([
    '',
    'eip155:1',
    'eip155:1:',
    '::',
    'eip155::0xabc',
    ':1:0xabc',
    'a:b:c:d',
    `eip155:1:${EVM_ADDRESS}:`,
  ])('refuses %j with the exact message', (value) => {
    expect(thrown(() => parseCaipAddress(value))).toBe(`Invalid CAIP-10 address: ${value}`)
  })

  it.each([
    [null, 'null'],
    [7, '7'],
    [{ address: EVM_ADDRESS }, '[object Object]'],
    [['eip155', '1', EVM_ADDRESS], `eip155,1,${EVM_ADDRESS}`],
  ])('refuses the non-string %s with String(value) in the message', (value, shown) => {
    expect(thrown(() => parseCaipAddress(value))).toBe(`Invalid CAIP-10 address: ${shown}`)
  })

  it('truncates the echo of a 100 kB value', () => {
    const huge = `eip155:1:${'a'.repeat(100_000)}`
    expect(thrown(() => parseCaipAddress(huge))).toBe(
      `Invalid CAIP-10 address: ${huge.slice(0, 200)}…`,
    )
  })

  it('round-trips any three non-empty colon-free parts', () => {
    const part = fc
      .string({ minLength: 1, maxLength: 150, unit: 'grapheme' })
      .filter((s) => !s.includes(':'))
    fc.assert(
      fc.property(part, part, part, (namespace, reference, address) => {
        const value = `${namespace}:${reference}:${address}`
        fc.pre(value.length <= 512)
        expect(parseCaipAddress(value)).toEqual({
          namespace,
          reference,
          address,
          caipNetworkId: `${namespace}:${reference}`,
        })
      }),
    )
  })

  it('throws the exact message for any string without exactly 3 non-empty parts', () => {
    const colonHeavy = fc.string({ unit: fc.constantFrom(':', 'b', '0x', 'е'), maxLength: 30 })
    const wrongShape = fc.oneof(colonHeavy, fc.string({ unit: 'binary' })).filter((s) => {
      const parts = s.split(':')
      return parts.length !== 3 || parts.some((part) => part === '')
    })
    fc.assert(
      fc.property(wrongShape, (value) => {
        expect(thrown(() => parseCaipAddress(value))).toBe(
          `Invalid CAIP-10 address: ${echo(value)}`,
        )
      }),
    )
  })
})

describe('isCaipAddress and assertCaipAddress', () => {
  it('accepts a CAIP-10 address', () => {
    expect(isCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toBe(true)
    expect(() => assertCaipAddress(`eip155:1:${EVM_ADDRESS}`)).not.toThrow()
  })

  it.each([
    null,
    undefined,
    1,
    {},
    [],
    '',
    'eip155:1',
    'eip155:1:',
    'a:b:c:d',
    `eip155:1:${'a'.repeat(600)}`,
  ])('refuses %j with exactly "Invalid CAIP Address"', (value) => {
    expect(isCaipAddress(value)).toBe(false)
    expect(thrown(() => assertCaipAddress(value))).toBe('Invalid CAIP Address')
  })

  it('a network id is not an address and an address is not a network id', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipNetworkId(`eip155:1:${EVM_ADDRESS}`)).toBe(false)
  })
})
