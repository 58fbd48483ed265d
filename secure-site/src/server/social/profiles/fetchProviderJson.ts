/** A provider API call with the access token: bounded in time, refused if not 2xx JSON. */
import type { z } from 'zod'
import { PROVIDER_TIMEOUT_MS } from '../oauthClient'

export class ProviderApiError extends Error {
  override readonly name = 'ProviderApiError'
}

export async function fetchProviderJson<T>(
  url: string,
  accessToken: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'airlock-secure-site',
    },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    redirect: 'error',
  })
  if (!response.ok)
    throw new ProviderApiError(`${new URL(url).pathname} answered ${response.status}`)
  const parsed = schema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success)
    throw new ProviderApiError(`${new URL(url).pathname} answered an unexpected shape`)
  return parsed.data
}
