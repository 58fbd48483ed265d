import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isSolanaPreflightCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
  validateRpcParams,
  validateWalletSendCalls,
} from './rpcParams'
import { APPROVAL_RPC_METHODS } from './rpcPolicy'

const PUBKEY = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const TO = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('validateWalletSendCalls', () => {
  it('accepts calls whose to and data start with 0x, and calls without data', () => {
    expect(
      validateWalletSendCalls([
        {
          version: '2.0.0',
          chainId: '0x1',
          calls: [{ to: TO, data: '0xa9059cbb', value: '0x0' }, { to: TO }],
        },
      ]),
    ).toBeNull()
  })

  it.each([
    [undefined, 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [null, 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [[], 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [{ calls: [{ to: TO }] }, 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [[null], 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [[[{ to: TO }]], 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [[{}], 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [[{ calls: { 0: { to: TO } } }], 'wallet_sendCalls params must be [{ calls: [...] }]'],
    [[{ calls: [] }], 'wallet_sendCalls needs at least one call'],
    [[{ calls: [null] }], 'wallet_sendCalls call 0 must be an object'],
    [[{ calls: [{ to: TO }, 'call'] }], 'wallet_sendCalls call 1 must be an object'],
    [[{ calls: [{}] }], "wallet_sendCalls call 0: 'to' must start with 0x"],
    [[{ calls: [{ to: TO.slice(2) }] }], "wallet_sendCalls call 0: 'to' must start with 0x"],
    [[{ calls: [{ to: `0X${TO.slice(2)}` }] }], "wallet_sendCalls call 0: 'to' must start with 0x"],
    [[{ calls: [{ to: 1 }] }], "wallet_sendCalls call 0: 'to' must start with 0x"],
    [
      [{ calls: [{ to: TO }, { to: TO, data: 'a9059cbb' }] }],
      "wallet_sendCalls call 1: 'data' must start with 0x",
    ],
    [[{ calls: [{ to: TO, data: null }] }], "wallet_sendCalls call 0: 'data' must start with 0x"],
    [[{ calls: [{ to: TO, data: 42 }] }], "wallet_sendCalls call 0: 'data' must start with 0x"],
  ])('refuses %j with %j', (params, message) => {
    expect(validateWalletSendCalls(params)).toBe(message)
  })

  it('does not read `to` or `calls` off a prototype', () => {
    const inherited = Object.create({ to: TO })
    expect(validateWalletSendCalls([{ calls: [inherited] }])).toBe(
      "wallet_sendCalls call 0: 'to' must start with 0x",
    )
    expect(validateWalletSendCalls([Object.create({ calls: [{ to: TO }] })])).toBe(
      'wallet_sendCalls params must be [{ calls: [...] }]',
    )
  })

  it('accepts a batch exactly when every to, and every data present, starts with 0x', () => {
    const field = fc.oneof(
      fc.string().map((s) => `0x${s}`),
      fc.string(),
      fc.anything(),
    )
    const call = fc.record({ to: field, data: field }, { requiredKeys: ['to'] })
    const startsWith0x = (v: unknown) => typeof v === 'string' && v.startsWith('0x')
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 5 }), (calls) => {
        const fine = calls.every(
          (c) => startsWith0x(c.to) && (c.data === undefined || startsWith0x(c.data)),
        )
        expect(validateWalletSendCalls([{ calls }]) === null).toBe(fine)
      }),
    )
  })

  it('returns a string or null, never throws, for any params', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (params) => {
        const result = validateWalletSendCalls(params)
        expect(result === null || typeof result === 'string').toBe(true)
      }),
    )
  })
})

describe('Solana preflight commitments', () => {
  it('lists exactly the commitments of SPEC §5', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
  })

  it.each(SOLANA_PREFLIGHT_COMMITMENTS)('accepts %s', (value) =>
    expect(isSolanaPreflightCommitment(value)).toBe(true),
  )

  it.each([
    'Finalized',
    'singlegossip',
    'final',
    '',
    '__proto__',
    'toString',
    null,
    1,
    {},
    ['max'],
  ])('refuses %j', (value) => expect(isSolanaPreflightCommitment(value)).toBe(false))
})

describe('validateRpcParams', () => {
  it.each([
    ['solana_signMessage', { message: '3Bxs4h24hBtQy9rw', pubkey: PUBKEY }],
    ['solana_signTransaction', { transaction: 'AQAB' }],
    ['solana_signAllTransactions', { transactions: ['AQAB', 'AQAC'] }],
    ['solana_signAndSendTransaction', { transaction: 'AQAB' }],
    ['solana_signAndSendTransaction', { transaction: 'AQAB', options: {} }],
    [
      'solana_signAndSendTransaction',
      { transaction: 'AQAB', options: { preflightCommitment: 'confirmed' } },
    ],
    ['wallet_sendCalls', [{ calls: [{ to: TO }] }]],
    ['eth_call', 'anything: the policy, not this, decides on other methods'],
    ['personal_sign', undefined],
  ])('accepts %s %j', (method, params) => expect(validateRpcParams(method, params)).toBeNull())

  const signMessage = 'solana_signMessage'
  const signTx = 'solana_signTransaction'
  const signAll = 'solana_signAllTransactions'
  const signSend = 'solana_signAndSendTransaction'
  const allMessage = `${signAll}: 'transactions' must be a non-empty array of non-empty strings`
  const commitmentMessage = `${signSend}: 'options.preflightCommitment' must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max`

  it.each([
    [signMessage, null, `${signMessage} params must be an object`],
    [signMessage, ['msg', PUBKEY], `${signMessage} params must be an object`],
    [signMessage, { pubkey: PUBKEY }, `${signMessage}: 'message' must be a non-empty string`],
    [
      signMessage,
      { message: '', pubkey: PUBKEY },
      `${signMessage}: 'message' must be a non-empty string`,
    ],
    [signMessage, { message: 'abc' }, `${signMessage}: 'pubkey' must be a Solana address`],
    [
      signMessage,
      { message: 'abc', pubkey: TO },
      `${signMessage}: 'pubkey' must be a Solana address`,
    ],
    [signTx, {}, `${signTx}: 'transaction' must be a non-empty string`],
    [signTx, { transaction: 5 }, `${signTx}: 'transaction' must be a non-empty string`],
    [signAll, { transactions: 'AQAB' }, allMessage],
    [signAll, { transactions: [] }, allMessage],
    [signAll, { transactions: ['AQAB', 7] }, allMessage],
    [signSend, { options: {} }, `${signSend}: 'transaction' must be a non-empty string`],
    [signSend, { transaction: 'AQAB', options: null }, `${signSend}: 'options' must be an object`],
    [signSend, { transaction: 'AQAB', options: 'max' }, `${signSend}: 'options' must be an object`],
    [
      signSend,
      { transaction: 'AQAB', options: { preflightCommitment: 'fast' } },
      commitmentMessage,
    ],
    [
      'wallet_sendCalls',
      [{ calls: [{ to: 'abc' }] }],
      "wallet_sendCalls call 0: 'to' must start with 0x",
    ],
  ])('refuses %s %j', (method, params, message) => {
    expect(validateRpcParams(method, params)).toBe(message)
  })

  it('leaves unknown and non-string methods to the policy', () => {
    expect(validateRpcParams('solana_signIn', null)).toBeNull()
    expect(validateRpcParams(null, null)).toBeNull()
    expect(validateRpcParams('__proto__', null)).toBeNull()
  })

  it('returns a string or null, never throws, for any method and params', () => {
    const method = fc.oneof(fc.constantFrom(...APPROVAL_RPC_METHODS), fc.anything())
    fc.assert(
      fc.property(method, fc.anything({ withNullPrototype: true }), (m, params) => {
        const result = validateRpcParams(m, params)
        expect(result === null || typeof result === 'string').toBe(true)
      }),
    )
  })
})
