import * as z from 'zod/mini'
import { validateRpcParams } from '../rpcParams'
import {
  accountType,
  chainId,
  chainNamespace,
  email,
  empty,
  longString,
  metadata,
  otp,
  shortString,
  socialProvider,
  user,
} from './primitives'

const rpcRequest = z
  .object({
    method: z.string().check(z.minLength(1), z.maxLength(128)),
    params: z.optional(z.unknown()),
    chainId: z.optional(chainId),
    chainNamespace: z.optional(chainNamespace),
    rpcUrl: z.optional(shortString()),
  })
  .check(
    z.superRefine((value, ctx) => {
      const problem = validateRpcParams(value.method, value.params)
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value.params })
    }),
  )

const userRequest = {
  chainId: z.optional(chainId),
  preferredAccountType: z.optional(shortString()),
  siwxMessage: z.optional(z.unknown()),
  rpcUrl: z.optional(shortString()),
}

/** One way into the embedded wallet (GET_SIGN_IN_METHODS; extension, see README.md). */
const signInMethod = z.union([
  z.object({ kind: z.literal('email'), email, linkedAt: shortString() }),
  z.object({
    kind: z.literal('identity'),
    /** Opaque: the secure site's name for the identity (the provider's id stays there). */
    id: shortString(),
    provider: shortString(),
    userName: z.nullable(shortString()),
    linkedAt: shortString(),
  }),
])
const signInMethods = z.object({ methods: z.array(signInMethod).check(z.maxLength(64)) })

/**
 * The one table of the frame protocol: NAME → request payload, success payload.
 * Every schema, union and type of requests and replies is derived from it.
 */
export const messageTable = {
  CONNECT_EMAIL: {
    request: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { request: empty, success: empty },
  CONNECT_OTP: { request: z.object({ otp }), success: empty },
  CONNECT_SOCIAL: {
    // uri: the `<secure site>/social/start?flow=<id>` GET_SOCIAL_REDIRECT_URI answered; it
    // names the flow, and only the frame that started it can finish it (no result handle).
    request: z.object({ uri: longString(), ...userRequest }),
    success: z.extend(user, { userName: z.optional(shortString()) }),
  },
  GET_SOCIAL_REDIRECT_URI: {
    // The answer is the secure site's start page for the flow, never the provider's URL.
    request: z.object({ provider: socialProvider }),
    success: z.object({ uri: longString() }),
  },
  CONNECT_FARCASTER: { request: empty, success: z.object({ userName: shortString() }) },
  GET_FARCASTER_URI: { request: empty, success: z.object({ url: longString() }) },
  GET_USER: {
    request: z.optional(z.object({ ...userRequest, socialUri: z.optional(longString()) })),
    success: z.extend(user, { smartAccountDeployed: z.optional(z.boolean()) }),
  },
  IS_CONNECTED: {
    request: z.optional(z.object({ token: z.optional(longString()) })),
    success: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { request: empty, success: z.object({ chainId }) },
  SWITCH_NETWORK: {
    request: z.object({ chainId, rpcUrl: z.optional(shortString()) }),
    success: z.object({ chainId }),
  },
  RPC_REQUEST: { request: rpcRequest, success: z.unknown() },
  UPDATE_EMAIL: {
    request: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp }), success: empty },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: z.object({ otp }),
    success: z.object({ newEmail: email }),
  },
  SIGN_OUT: { request: empty, success: empty },
  SYNC_THEME: {
    request: z.object({
      themeMode: z.optional(z.enum(['light', 'dark'])),
      themeVariables: z.optional(z.record(shortString(), z.union([shortString(), z.number()]))),
      w3mThemeVariables: z.optional(z.record(shortString(), shortString())),
    }),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: z.object({
      metadata: z.optional(metadata),
      sdkVersion: z.optional(shortString()),
      sdkType: z.optional(shortString()),
      projectId: shortString(),
    }),
    success: empty,
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    success: z.object({
      smartAccountEnabledNetworks: z.array(z.number()).check(z.maxLength(1024)),
    }),
  },
  INIT_SMART_ACCOUNT: {
    request: empty,
    success: z.object({ address: shortString(), isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: z.object({ type: accountType }),
    success: z.object({ type: accountType, address: shortString() }),
  },
  RELOAD: { request: empty, success: empty },
  // Extensions beyond PROTOCOL.md's table (README.md › Extensions).
  GET_SIGN_IN_METHODS: { request: empty, success: signInMethods },
  /** Answers once the user approved the removal on the frame's own card. */
  REMOVE_SIGN_IN_METHOD: {
    request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
    success: signInMethods,
  },
} as const

export type MessageTable = typeof messageTable
export type RequestName = keyof MessageTable
export type RequestPayload<N extends RequestName> = z.output<MessageTable[N]['request']>
export type SuccessPayload<N extends RequestName> = z.output<MessageTable[N]['success']>

export const requestNames = Object.keys(messageTable) as RequestName[]

export function isRequestName(value: unknown): value is RequestName {
  return typeof value === 'string' && Object.hasOwn(messageTable, value)
}
