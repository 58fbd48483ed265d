/**
 * The named rate limits (ratelimit/limits.ts) as use cases and routes apply them: one
 * upsert per limit, keyed `<limit>:<subject>`, refused with 'Too many requests, try
 * again in N minutes' (429, Retry-After). A refused request still counts, so a client
 * that keeps knocking stays refused until its window ends.
 */
import { sha256Hex } from '../crypto/tokens'
import { requestClient } from '../http/requestClient'
import type { RateLimitName } from '../ratelimit/limits'
import { enforceRateLimit, refund } from '../ratelimit/rateLimit'
import type { ApiContext } from '../wiring/apiContext'

export interface CountedRequest {
  /** Takes this request back out of the count (it turned out not to be what is counted). */
  refund(): Promise<void>
}

export async function countRequest(
  context: Pick<ApiContext, 'db' | 'config' | 'clock'>,
  name: RateLimitName,
  subject: string,
): Promise<CountedRequest> {
  const key = limitKey(name, subject)
  const result = await enforceRateLimit(
    context.db,
    key,
    context.config.rateLimits[name],
    context.clock,
  )
  return { refund: () => refund(context.db, key, result) }
}

/** The counter of one limit for one subject. */
export function limitKey(name: RateLimitName, subject: string): string {
  return `${name}:${subject}`
}

/** An address as a limit's subject: hashed, so the counters table holds no addresses. */
export function emailSubject(email: string): string {
  return sha256Hex(`airlock-rate-email:${email}`).slice(0, 32)
}

/** A route's limit per client IP (one upsert). */
export async function limitClient(
  context: Pick<ApiContext, 'db' | 'config' | 'clock'>,
  name: RateLimitName,
  request: { headers: Pick<Headers, 'get'> },
): Promise<void> {
  await countRequest(context, name, requestClient(request.headers, context.config))
}
