/**
 * The wallet API's answers (SPEC §7), checked with zod like every other API answer
 * (blockchainApi/responseSchemas.ts) instead of hand-written type guards. Lenient where
 * the SDK can go on: an unusable wallet is dropped, not thrown; a missing or empty
 * optional text is null; a chain that is not a string is left out.
 */
import * as z from 'zod/mini'
import { listOf } from '../blockchainApi/schemaParts'

/** A non-empty string, or null for anything else (absent, '', a number). */
const textOrNull = z.catch(z.nullable(z.string().check(z.minLength(1))), null)

export const walletListItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: textOrNull,
  chains: z.catch(listOf(z.string()), []),
  rdns: textOrNull,
  mobile_link: textOrNull,
  desktop_link: textOrNull,
  webapp_link: textOrNull,
})

export const walletListSchema = z.object({
  data: listOf(walletListItemSchema),
  /** Absent or unusable: the caller counts the data it got. */
  count: z.catch(z.optional(z.number().check(z.nonnegative())), undefined),
})

/** Any failure reads as no origins (SPEC §7), so a non-string entry is dropped, not fatal. */
export const allowedOriginsSchema = z.object({
  allowedOrigins: z.catch(listOf(z.string()), []),
})

export const analyticsConfigSchema = z.object({
  isAnalyticsEnabled: z.catch(z.boolean(), false),
})
