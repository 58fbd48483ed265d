/**
 * Frame → host replies for fuzzing the frame bus: for a few request NAMEs, the
 * success payloads their schema takes and the ones it must refuse, each wrong by
 * construction (not by asking the schema under test); and error payloads both ways.
 * Test-only.
 */
import { MAX_STRING_LENGTH, type RequestName, type RequestPayload } from '@airlock/protocol'
import fc from 'fast-check'
import { hostileValue, notObject, notString } from './hostile'

interface ReplyRules<N extends RequestName> {
  name: N
  request: RequestPayload<N>
  success: fc.Arbitrary<unknown>
  /** Success payloads the schema refuses; none where the schema takes anything (RPC results). */
  badSuccess: fc.Arbitrary<unknown> | null
}

const chainId = fc.oneof(fc.integer({ min: 1 }), fc.string({ maxLength: 40 }))
const badChainId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant('c'.repeat(MAX_STRING_LENGTH + 1)),
)
/** `value` as the payload object's one field, or that object broken as a whole. */
const brokenObject = (field: string, bad: fc.Arbitrary<unknown>) =>
  fc.oneof(
    bad.map((value) => ({ [field]: value })),
    fc.constant({}),
    notObject,
    fc.constantFrom(null, undefined),
  )

const user = fc.record(
  {
    address: fc.string({ maxLength: 44 }),
    chainId,
    email: fc.constantFrom('ada@example.com', null),
    accounts: fc.array(
      fc.record({
        address: fc.string({ maxLength: 44 }),
        type: fc.constantFrom('eoa', 'smartAccount'),
      }),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ['address', 'chainId'] },
)

export const replyRules = [
  {
    name: 'GET_USER',
    request: { chainId: 1 },
    success: user,
    badSuccess: fc.oneof(
      fc.constant({ chainId: 1 }),
      fc.tuple(notString).map(([address]) => ({ address, chainId: 1 })),
      badChainId.map((id) => ({ address: '0xabc', chainId: id })),
      fc
        .constantFrom('not-an-email', 'a@', 7)
        .map((email) => ({ address: '0x', chainId: 1, email })),
      fc.constant({ address: '0x', chainId: 1, accounts: [{ address: '0x', type: 'root' }] }),
      notObject,
      fc.constantFrom(null, undefined),
    ),
  } satisfies ReplyRules<'GET_USER'>,
  {
    name: 'GET_CHAIN_ID',
    request: {},
    success: chainId.map((id) => ({ chainId: id })),
    badSuccess: brokenObject('chainId', badChainId),
  } satisfies ReplyRules<'GET_CHAIN_ID'>,
  {
    name: 'IS_CONNECTED',
    request: {},
    success: fc.boolean().map((isConnected) => ({ isConnected })),
    badSuccess: brokenObject('isConnected', fc.constantFrom('true', 1, 0, null, 'false')),
  } satisfies ReplyRules<'IS_CONNECTED'>,
  {
    name: 'CONNECT_EMAIL',
    request: { email: 'ada@example.com' },
    success: fc
      .constantFrom('VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT')
      .map((action) => ({ action })),
    badSuccess: brokenObject(
      'action',
      fc.oneof(notString, fc.constantFrom('verify_otp', 'VERIFY_PRIMARY_OTP', ' CONNECT', '')),
    ),
  } satisfies ReplyRules<'CONNECT_EMAIL'>,
  {
    // An RPC result is whatever the chain answered: any payload is a valid one.
    name: 'RPC_REQUEST',
    request: { method: 'eth_blockNumber', params: [] },
    success: hostileValue,
    badSuccess: null,
  } satisfies ReplyRules<'RPC_REQUEST'>,
] as const

export type FuzzedRequestName = (typeof replyRules)[number]['name']

/** An `_ERROR` payload the host takes: absent, or an object whose message is a bounded string. */
export const errorPayload = fc.oneof(
  fc.constant(undefined),
  fc.constant({}),
  fc
    .oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        'Unauthorized: invalid key',
        'User rejected the request',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
      ),
    )
    .map((message) => ({ message })),
)

/** `_ERROR` payloads the host must refuse. */
export const badErrorPayload = fc.oneof(
  notObject,
  fc.constant(null),
  fc
    .oneof(notString, fc.constant('m'.repeat(MAX_STRING_LENGTH + 1)))
    .map((message) => ({ message })),
)
