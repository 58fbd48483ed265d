/**
 * The request bodies of the API routes, for fuzzing their input parsing: per route
 * (keyed by its URL path) a valid body and, per field, values its schema must refuse,
 * each wrong by construction (not by asking the schema under test). Fields are typed
 * by kind (src/server/http/schemas.ts). A new route under app/api is found by the fuzz
 * suite, which fails until the route has an entry here. Test-only.
 */
import fc from 'fast-check'
import { notString } from './hostile'

const DEVICE_ID = 'device-0123456789abcdef'
const SOCIAL_SECRET = 's'.repeat(43)

/** Not a string, and JSON can carry it (no bigint). */
const notAString = notString.filter((value) => typeof value !== 'bigint')
const CHAIN = 'eip155:31337'

/** What each kind of field must refuse. */
export const badValues = {
  email: fc.oneof(
    notAString,
    fc.string({ maxLength: 24 }).map((s) => s.replaceAll('@', '')),
    fc.constant(`${'a'.repeat(320)}@example.com`),
  ),
  otp: fc.oneof(
    notAString,
    fc.integer({ min: 100_000, max: 999_999 }),
    fc.stringMatching(/^\d{0,5}$|^\d{7,9}$/),
    fc.string({ minLength: 6, maxLength: 6 }).filter((s) => !/^\d{6}$/.test(s)),
  ),
  deviceId: fc.oneof(
    notAString,
    fc.stringMatching(/^[A-Za-z0-9_-]{0,15}$/),
    fc.constant('d'.repeat(129)),
    fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        fc.constantFrom(' ', '.', '/', '\u0000', 'é', '+'),
      )
      .map(([id, bad]) => `${id}${bad}`),
  ),
  projectId: fc.oneof(notAString, fc.constant(''), fc.constant('p'.repeat(129))),
  token: fc.oneof(notAString, fc.constant(''), fc.constant('t'.repeat(513))),
  caip2: fc.oneof(
    notAString,
    fc.constantFrom('eip155:0', 'eip155:01', 'eip155:', 'eip155:1 ', ' eip155:1', 'EIP155:1'),
    fc.constantFrom('eip155:12345678901234567', 'solana:short', 'bip122:000000000019d6689c085ae1'),
    fc.string({ maxLength: 20 }).filter((s) => !/^(?:eip155|solana):/.test(s)),
  ),
  method: fc.oneof(notAString, fc.constant(''), fc.constant('m'.repeat(129))),
  rpcUrl: fc.oneof(notAString, fc.constant(`https://rpc.example/${'u'.repeat(2048)}`)),
  approvalId: fc.oneof(notAString, fc.constant('a'.repeat(65))),
  origin: fc.oneof(notAString, fc.constant(''), fc.constant(`https://${'o'.repeat(512)}.example`)),
  account: fc.oneof(notAString, fc.constant(''), fc.constant(`0x${'a'.repeat(64)}`)),
  socialProvider: fc.oneof(notAString, fc.constantFrom('', 'farcaster', 'Google', 'twitter')),
  socialSecret: fc.oneof(
    notAString,
    fc.stringMatching(/^[A-Za-z0-9_-]{0,31}$/),
    fc.constant('s'.repeat(129)),
    fc.constant(`${'s'.repeat(40)}=`),
  ),
  socialFlowId: fc.oneof(
    notAString,
    fc.constantFrom('', 'not-a-uuid', '00000000-0000-4000-8000-00000000000', `${'0'.repeat(36)}`),
  ),
  socialBinding: fc.oneof(
    notAString,
    fc.stringMatching(/^[A-Za-z0-9_-]{0,31}$/),
    fc.constant('b'.repeat(129)),
    fc.constant(`${'b'.repeat(40)}=`),
  ),
  farcasterFlowId: fc.oneof(
    notAString,
    fc.constantFrom('', 'not-a-uuid', '00000000-0000-4000-8000-00000000000', `${'0'.repeat(36)}`),
  ),
  signInMethodId: fc.oneof(
    notAString,
    fc.constantFrom('', 'A'.repeat(32), 'f'.repeat(33), 'g'.repeat(32)),
  ),
} satisfies Record<string, fc.Arbitrary<unknown>>

export type FieldKind = keyof typeof badValues

export interface RouteBody {
  /** A body the schema takes (what the action then does with it is not this suite's concern). */
  valid: Record<string, unknown>
  required: Record<string, FieldKind>
  optional?: Record<string, FieldKind>
}

/**
 * The POST routes of this site's own HTML forms (formPost: urlencoded, answered with a
 * 303 to the page that shows the outcome), fuzzed by their own property.
 */
export const formRoutes: readonly string[] = ['/api/auth/device/approve', '/api/user/email/revert']

/** JSON POST routes by URL path. */
export const routeBodies: Record<string, RouteBody> = {
  '/api/auth/email': {
    valid: {
      email: 'ada@example.com',
      projectId: 'demo',
      deviceId: DEVICE_ID,
      origin: 'https://dapp.example',
    },
    required: { email: 'email', projectId: 'projectId', deviceId: 'deviceId', origin: 'origin' },
  },
  '/api/auth/otp': {
    valid: { email: 'ada@example.com', otp: '123456', deviceId: DEVICE_ID, projectId: 'demo' },
    required: { email: 'email', otp: 'otp', deviceId: 'deviceId', projectId: 'projectId' },
  },
  '/api/auth/social': {
    valid: {
      provider: 'google',
      projectId: 'demo',
      origin: 'https://dapp.example',
      secret: SOCIAL_SECRET,
    },
    required: {
      provider: 'socialProvider',
      projectId: 'projectId',
      origin: 'origin',
      secret: 'socialSecret',
    },
  },
  '/api/auth/social/bind': {
    valid: { flowId: '00000000-0000-4000-8000-000000000000', binding: 'b'.repeat(43) },
    required: { flowId: 'socialFlowId', binding: 'socialBinding' },
  },
  '/api/auth/social/redeem': {
    valid: {
      flowId: '00000000-0000-4000-8000-000000000000',
      secret: SOCIAL_SECRET,
      deviceId: DEVICE_ID,
      projectId: 'demo',
    },
    required: {
      flowId: 'socialFlowId',
      secret: 'socialSecret',
      deviceId: 'deviceId',
      projectId: 'projectId',
    },
  },
  '/api/auth/farcaster': {
    valid: { projectId: 'demo', origin: 'https://dapp.example', secret: SOCIAL_SECRET },
    required: { projectId: 'projectId', origin: 'origin', secret: 'socialSecret' },
  },
  '/api/auth/farcaster/connect': {
    valid: {
      flowId: '00000000-0000-4000-8000-000000000000',
      secret: SOCIAL_SECRET,
      deviceId: DEVICE_ID,
      projectId: 'demo',
    },
    required: {
      flowId: 'farcasterFlowId',
      secret: 'socialSecret',
      deviceId: 'deviceId',
      projectId: 'projectId',
    },
  },
  '/api/auth/device': {
    valid: { email: 'ada@example.com', deviceId: DEVICE_ID },
    required: { email: 'email', deviceId: 'deviceId' },
  },
  '/api/auth/refresh': {
    valid: { refreshToken: 'r'.repeat(43), deviceId: DEVICE_ID },
    required: { refreshToken: 'token', deviceId: 'deviceId' },
  },
  '/api/auth/signout': {
    valid: { refreshToken: 'r'.repeat(43) },
    required: { refreshToken: 'token' },
  },
  '/api/user/email': {
    valid: {
      email: 'new@example.com',
      approvalId: 'a'.repeat(43),
      projectId: 'demo',
      origin: 'https://dapp.example',
    },
    required: {
      email: 'email',
      approvalId: 'approvalId',
      projectId: 'projectId',
      origin: 'origin',
    },
  },
  '/api/user/email/approval': {
    valid: { email: 'new@example.com', projectId: 'demo', origin: 'https://dapp.example' },
    required: { email: 'email', projectId: 'projectId', origin: 'origin' },
  },
  '/api/user/sign-in-methods/approval': {
    valid: { id: 'f'.repeat(32), projectId: 'demo', origin: 'https://dapp.example' },
    required: { id: 'signInMethodId', projectId: 'projectId', origin: 'origin' },
  },
  '/api/user/sign-in-methods/remove': {
    valid: {
      id: 'f'.repeat(32),
      approvalId: 'a'.repeat(43),
      projectId: 'demo',
      origin: 'https://dapp.example',
    },
    required: {
      id: 'signInMethodId',
      approvalId: 'approvalId',
      projectId: 'projectId',
      origin: 'origin',
    },
  },
  '/api/user/email/primary': {
    valid: { otp: '111111', projectId: 'demo', origin: 'https://dapp.example' },
    required: { otp: 'otp', projectId: 'projectId', origin: 'origin' },
  },
  '/api/user/email/secondary': {
    valid: { otp: '222222', projectId: 'demo', origin: 'https://dapp.example' },
    required: { otp: 'otp', projectId: 'projectId', origin: 'origin' },
  },
  '/api/wallet/approvals': {
    valid: { method: 'personal_sign', params: ['0x68', '0x00'], chainId: CHAIN },
    required: { method: 'method', chainId: 'caip2' },
    optional: { rpcUrl: 'rpcUrl', account: 'account' },
  },
  '/api/wallet/prepare': {
    valid: {
      method: 'eth_sendTransaction',
      params: [{ to: `0x${'1'.repeat(40)}` }],
      chainId: CHAIN,
    },
    required: { method: 'method', chainId: 'caip2' },
    optional: { rpcUrl: 'rpcUrl', account: 'account' },
  },
  '/api/wallet/rpc': {
    valid: { method: 'eth_blockNumber', params: [], chainId: CHAIN },
    required: { method: 'method', chainId: 'caip2' },
    optional: { rpcUrl: 'rpcUrl', approvalId: 'approvalId', account: 'account' },
  },
}

/** `base` with `key` set (as an own property, even `__proto__`) or removed. */
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

/** Bodies of `path` its schema must refuse: a required field missing or wrong, an optional one wrong. */
export function malformedBody(path: string): fc.Arbitrary<Record<string, unknown>> {
  const body = routeBodies[path]
  if (!body) throw new Error(`no body rules for ${path}: add it to src/testing/routeBodies.ts`)
  const options: fc.Arbitrary<Record<string, unknown>>[] = []
  for (const [field, kind] of Object.entries(body.required)) {
    options.push(fc.constant(withField(body.valid, field, undefined, true)))
    options.push(badValues[kind].map((value) => withField(body.valid, field, value)))
  }
  for (const [field, kind] of Object.entries(body.optional ?? {}))
    options.push(badValues[kind].map((value) => withField(body.valid, field, value)))
  return fc.oneof(...options)
}
