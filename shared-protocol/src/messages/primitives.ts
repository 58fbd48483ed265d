import * as z from 'zod/mini'
import { MAX_MESSAGE_ID_LENGTH, MAX_PAYLOAD_STRING_LENGTH, MAX_STRING_LENGTH } from '../constants'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../email'

/** Bounded strings: a hostile peer must not make either side parse megabytes of junk. */
export const shortString = () => z.string().check(z.maxLength(MAX_STRING_LENGTH))
export const longString = () => z.string().check(z.maxLength(MAX_PAYLOAD_STRING_LENGTH))

export const messageId = z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_ID_LENGTH))

export const email = z.string().check(
  z.maxLength(320),
  z.refine((value) => isValidEmail(value), EMAIL_INVALID_MESSAGE),
)

export const otp = z.string().check(z.regex(/^\d{6}$/, 'Invalid code'))

/** eip155 ids travel as numbers, others (Solana's genesis hash) as strings. */
export const chainId = z.union([z.number().check(z.int(), z.positive()), shortString()])

export const chainNamespace = z.enum(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])

export const accountType = z.enum(['eoa', 'smartAccount'])

export const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

export const empty = z.optional(z.union([z.strictObject({}), z.undefined(), z.null()]))

export const metadata = z.object({
  name: shortString(),
  description: shortString(),
  url: shortString(),
  icons: z.array(shortString()).check(z.maxLength(16)),
})

export const user = z.object({
  email: z.optional(z.nullable(email)),
  address: shortString(),
  chainId,
  accounts: z.optional(
    z.array(z.object({ address: shortString(), type: accountType })).check(z.maxLength(64)),
  ),
  preferredAccountType: z.optional(shortString()),
  signature: z.optional(longString()),
  message: z.optional(longString()),
  siwxMessage: z.optional(z.unknown()),
})

export const errorPayload = z.strictObject({
  message: z.string().check(z.maxLength(MAX_STRING_LENGTH)),
})
