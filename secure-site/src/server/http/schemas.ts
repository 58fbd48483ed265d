/** Request-body fields the route handlers parse, with the messages the frame shows. */
import { isValidEmail, OTP_LENGTH, SOCIAL_PROVIDERS } from '@airlock/protocol'
import { z } from 'zod'

export const emailField = z
  .string()
  .max(320, 'Invalid email')
  .refine((value) => isValidEmail(value.trim()), 'Invalid email')

export const otpField = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Invalid code')

export const deviceIdField = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid device id')

export const projectIdField = z
  .string()
  .min(1, 'Unauthorized: invalid key')
  .max(128, 'Unauthorized: invalid key')

/**
 * The frame's verified ancestor origin, sent with every call that mails; the use case
 * checks it against the project's allowlist (usecases/verifiedMailOrigin.ts) before a mail names it.
 */
export const originField = z
  .string({ error: 'Unauthorized: origin not allowed' })
  .min(1, 'Unauthorized: origin not allowed')
  .max(512, 'Unauthorized: origin not allowed')

/** The single-use id of an approval grant (a UUID; anything else is simply not approved). */
export const approvalIdField = z
  .string({ error: 'Request was not approved' })
  .max(64, 'Request was not approved')

/** Opaque bearer-style tokens (refresh tokens are 43 base64url characters). */
export const tokenField = z.string().min(1).max(512)

/** CAIP-2 ids of the two namespaces the embedded wallet serves. */
export const caip2Field = z
  .string()
  .regex(/^(?:eip155:[1-9][0-9]{0,15}|solana:[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'Unsupported chain')

export const rpcCallFields = {
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
  chainId: caip2Field,
  rpcUrl: z.string().max(2048).optional(),
  /** EVM address or Solana public key: the account the card showed. */
  account: z.string().min(1).max(64).optional(),
}

export const socialProviderField = z.enum(SOCIAL_PROVIDERS, { error: 'Unknown social provider' })

/** The frame's random secret of one social flow (32 bytes, base64url). */
export const socialSecretField = z
  .string({ error: 'Invalid social login secret' })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'Invalid social login secret')

/** A social flow's id, as GET_SOCIAL_REDIRECT_URI's start gave it to the frame. */
export const socialFlowIdField = z.uuid({
  error: 'This sign-in is invalid. Start again from the app.',
})

/** The start page's proof of the browser (32 random bytes, base64url). */
export const socialBindingField = z
  .string({ error: 'This sign-in cannot be started here. Start again from the app.' })
  .regex(
    /^[A-Za-z0-9_-]{32,128}$/,
    'This sign-in cannot be started here. Start again from the app.',
  )

/** A Farcaster flow's id, as GET_FARCASTER_URI's start gave it to the frame. */
export const farcasterFlowIdField = z.uuid({
  error: 'This Farcaster sign-in is invalid, start again',
})
