/**
 * Host → frame requests for fuzzing the frame: one valid payload per NAME, and for
 * each NAME the ways its payload can be wrong, each wrong by construction (not by
 * asking the schema under test). A new NAME in the protocol's table is a compile
 * error here until it gets its entry. Test-only.
 */
import {
  APP_EVENT_PREFIX,
  appEventType,
  MAX_PAYLOAD_STRING_LENGTH,
  MAX_STRING_LENGTH,
  type RequestName,
  requestNames,
} from '@airlock/protocol'
import fc from 'fast-check'
import { hostileKey, hostileValue, notObject, notString, oversizedString } from './hostile'

const EVM = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'

/** How a payload is shaped: a required object, an object or nothing, or nothing at all. */
type PayloadKind = 'object' | 'optional object' | 'empty'

interface PayloadRules {
  kind: PayloadKind
  valid: Record<string, unknown>
  /** Field → values it must refuse. Required fields are also refused when missing. */
  required?: Record<string, fc.Arbitrary<unknown>>
  optional?: Record<string, fc.Arbitrary<unknown>>
}

const badEmail = fc.oneof(
  notString,
  fc.string({ maxLength: 20 }).map((s) => s.replaceAll('@', '')),
  fc.constant(`${'a'.repeat(320)}@example.com`),
)
const badOtp = fc.oneof(
  notString,
  fc.integer({ min: 100_000, max: 999_999 }),
  fc.stringMatching(/^\d{0,5}$|^\d{7,9}$/),
  fc.string({ minLength: 6, maxLength: 6 }).filter((s) => !/^\d{6}$/.test(s)),
)
/** chainId: a positive integer or a bounded string; anything else is wrong. */
const badChainId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.constant('c'.repeat(MAX_STRING_LENGTH + 1)),
)
const badShortString = fc.oneof(notString, fc.constant('s'.repeat(MAX_STRING_LENGTH + 1)))
const badLongString = fc.oneof(notString, fc.constant('l'.repeat(MAX_PAYLOAD_STRING_LENGTH + 1)))
const notIn = (allowed: readonly string[]) =>
  fc.oneof(
    notString,
    fc.string({ maxLength: 12 }).filter((s) => !allowed.includes(s)),
    fc.constantFrom(...allowed.map((s) => s.toUpperCase()), ...allowed.map((s) => ` ${s}`)),
  )

export const payloadRules: Record<RequestName, PayloadRules> = {
  CONNECT_EMAIL: {
    kind: 'object',
    valid: { email: 'ada@example.com' },
    required: { email: badEmail },
  },
  CONNECT_DEVICE: { kind: 'empty', valid: {} },
  CONNECT_OTP: { kind: 'object', valid: { otp: '123456' }, required: { otp: badOtp } },
  CONNECT_SOCIAL: {
    kind: 'object',
    valid: { uri: 'https://example.com/cb?code=1' },
    required: { uri: badLongString },
    optional: { chainId: badChainId, rpcUrl: badShortString, preferredAccountType: notString },
  },
  GET_SOCIAL_REDIRECT_URI: {
    kind: 'object',
    valid: { provider: 'google' },
    required: { provider: notIn(['google', 'github', 'apple', 'facebook', 'x', 'discord']) },
  },
  CONNECT_FARCASTER: { kind: 'empty', valid: {} },
  GET_FARCASTER_URI: { kind: 'empty', valid: {} },
  GET_USER: {
    kind: 'optional object',
    valid: { chainId: 1 },
    optional: { chainId: badChainId, rpcUrl: badShortString, socialUri: badLongString },
  },
  IS_CONNECTED: { kind: 'optional object', valid: {}, optional: { token: badLongString } },
  GET_CHAIN_ID: { kind: 'empty', valid: {} },
  SWITCH_NETWORK: {
    kind: 'object',
    valid: { chainId: 137 },
    required: { chainId: badChainId },
    optional: { rpcUrl: badShortString },
  },
  RPC_REQUEST: {
    kind: 'object',
    valid: { method: 'personal_sign', params: ['0x68656c6c6f', EVM], chainId: 1 },
    required: {
      method: fc.oneof(notString, fc.constant(''), fc.constant('m'.repeat(129))),
    },
    optional: {
      chainId: badChainId,
      chainNamespace: notIn(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']),
      rpcUrl: badShortString,
    },
  },
  UPDATE_EMAIL: {
    kind: 'object',
    valid: { email: 'new@example.com' },
    required: { email: badEmail },
  },
  UPDATE_EMAIL_PRIMARY_OTP: { kind: 'object', valid: { otp: '111111' }, required: { otp: badOtp } },
  UPDATE_EMAIL_SECONDARY_OTP: {
    kind: 'object',
    valid: { otp: '222222' },
    required: { otp: badOtp },
  },
  SIGN_OUT: { kind: 'empty', valid: {} },
  SYNC_THEME: {
    kind: 'object',
    valid: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' } },
    optional: {
      themeMode: notIn(['light', 'dark']),
      themeVariables: fc.oneof(notObject, fc.constant({ '--w3m-accent': true })),
      w3mThemeVariables: fc.oneof(notObject, fc.constant({ '--w3m-accent': 1 })),
    },
  },
  SYNC_DAPP_DATA: {
    kind: 'object',
    valid: {
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      projectId: 'demo',
    },
    required: { projectId: badShortString },
    optional: {
      metadata: fc.oneof(
        notObject,
        fc.constant({ name: 'Dapp', description: 'A dapp', url: 'https://x.example' }),
        fc.constant({ name: 1, description: '', url: '', icons: [] }),
        fc.constant({ name: '', description: '', url: '', icons: Array(17).fill('i') }),
      ),
      sdkVersion: badShortString,
      sdkType: badShortString,
    },
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { kind: 'empty', valid: {} },
  INIT_SMART_ACCOUNT: { kind: 'empty', valid: {} },
  SET_PREFERRED_ACCOUNT: {
    kind: 'object',
    valid: { type: 'eoa' },
    required: { type: notIn(['eoa', 'smartAccount']) },
  },
  RELOAD: { kind: 'empty', valid: {} },
  GET_SIGN_IN_METHODS: { kind: 'empty', valid: {} },
  REMOVE_SIGN_IN_METHOD: {
    kind: 'object',
    valid: { id: 'f'.repeat(32) },
    required: { id: fc.oneof(notString, fc.constantFrom('', 'i'.repeat(65))) },
  },
}

const name = fc.constantFrom(...requestNames)
const VALID_TYPES = new Set<string>(requestNames.map(appEventType))

/** An id the envelope accepts: absent (older hosts) or a bounded non-empty string. */
export const validId = fc.oneof(
  fc.constant(undefined),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }),
)

/** An id the envelope refuses. */
const badId = fc.oneof(
  fc.constant(''),
  fc.constant('i'.repeat(129)),
  oversizedString,
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  fc.dictionary(hostileKey, fc.string({ maxLength: 3 }), { maxKeys: 2 }),
)

/** A `type` that names no request. */
const badType = fc.oneof(
  notString,
  fc.string({ maxLength: 30 }).filter((type) => !VALID_TYPES.has(type)),
  oversizedString,
  fc.constantFrom(
    ...requestNames.flatMap((n) => [
      `@w3m-frame/${n}`,
      `@W3M-APP/${n}`,
      `${APP_EVENT_PREFIX}${n.toLowerCase()}`,
      `${APP_EVENT_PREFIX}${n} `,
      ` ${APP_EVENT_PREFIX}${n}`,
      `${APP_EVENT_PREFIX}${n}_SUCCESS`,
      `${APP_EVENT_PREFIX}${n}\u0000`,
    ]),
  ),
  fc.constantFrom(
    ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', ''].map(
      (key) => `${APP_EVENT_PREFIX}${key}`,
    ),
  ),
)

function envelope(type: unknown, id: unknown, payload: unknown): Record<string, unknown> {
  const message: Record<string, unknown> = { type }
  if (id !== undefined) message.id = id
  if (payload !== undefined) message.payload = payload
  return message
}

/** `base` with `key` set (own property, even for `__proto__`) or removed. */
function withField(base: Record<string, unknown>, key: string, value: unknown, remove = false) {
  const copy: Record<string, unknown> = { ...base }
  if (remove) delete copy[key]
  else
    Object.defineProperty(copy, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return copy
}

/** Payloads of `n` that its schema must refuse. */
function badPayload(n: RequestName): fc.Arbitrary<unknown> {
  const rules = payloadRules[n]
  const options: fc.Arbitrary<unknown>[] = []
  if (rules.kind === 'empty') {
    // The empty payload is strict: any key at all is refused, and so is any non-object.
    options.push(notObject)
    options.push(
      fc.tuple(hostileKey, hostileValue).map(([key, value]) => withField({}, key, value)),
    )
  } else {
    // Null is no object either; a missing payload only fails where one is required.
    options.push(fc.oneof(notObject, fc.constant(null)))
    if (rules.kind === 'object') options.push(fc.constant(undefined))
    for (const [field, bad] of Object.entries(rules.required ?? {})) {
      options.push(fc.constant(withField(rules.valid, field, undefined, true)))
      options.push(bad.map((value) => withField(rules.valid, field, value)))
    }
    for (const [field, bad] of Object.entries(rules.optional ?? {}))
      options.push(bad.map((value) => withField(rules.valid, field, value)))
  }
  return fc.oneof(...options)
}

/** Built once per NAME: building arbitraries inside a chain would rebuild them every case. */
const badPayloads = Object.fromEntries(requestNames.map((n) => [n, badPayload(n)])) as Record<
  RequestName,
  fc.Arbitrary<unknown>
>

/** A request the frame must accept: a known type, an accepted id, a valid payload. */
export const validRequest = fc
  .tuple(name, validId)
  .map(([n, id]) => envelope(appEventType(n), id, payloadRules[n].valid))

/** A message that is not a request by construction: wrong in exactly one place at least. */
export const malformedRequest: fc.Arbitrary<unknown> = fc.oneof(
  // Not an object at all.
  fc.oneof(notObject, fc.constantFrom(null, undefined), fc.date(), fc.constant(new Map())),
  // Unknown type, anything else.
  fc.tuple(badType, fc.option(hostileValue), hostileValue).map(([t, i, p]) => envelope(t, i, p)),
  // Right type, wrong id.
  fc.tuple(name, badId).map(([n, i]) => envelope(appEventType(n), i, payloadRules[n].valid)),
  // Right type and id, wrong payload.
  fc
    .tuple(name, validId)
    .chain(([n, i]) =>
      badPayloads[n].map((p) => withField(envelope(appEventType(n), i, undefined), 'payload', p)),
    ),
)
