/**
 * One HTTP call to a sign-in provider (token exchange, user-info APIs), bounded in
 * time: a provider that never answers, or stops half-way through its body, ends the
 * sign-in with ProviderCallError after PROVIDER_TIMEOUT_MS instead of holding the
 * callback open. The JWKS fetch (idToken.ts) uses the same constant through jose.
 */

/** How long any call to a provider may take, body included, before the sign-in fails. */
export const PROVIDER_TIMEOUT_MS = 10_000

export class ProviderCallError extends Error {
  override readonly name = 'ProviderCallError'
}

export interface ProviderAnswer {
  status: number
  ok: boolean
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown
}

export async function callProvider(
  what: string,
  url: string,
  init: RequestInit,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs)
  const timedOut = () => new ProviderCallError(`${what} did not answer within ${timeoutMs} ms`)
  let response: Response
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal })
  } catch (error) {
    if (signal.aborted) throw timedOut()
    throw new ProviderCallError(`${what} could not be reached`, { cause: error })
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    if (signal.aborted) throw timedOut()
    body = undefined
  }
  return { status: response.status, ok: response.ok, body }
}
