/** A provider API call with the access token: bounded in time, refused if not 2xx JSON. */
import type { z } from 'zod'
import { callProvider, PROVIDER_TIMEOUT_MS } from '../providerCall'

export class ProviderApiError extends Error {
  override readonly name = 'ProviderApiError'
}

export async function fetchProviderJson<T>(
  url: string,
  accessToken: string,
  schema: z.ZodType<T>,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<T> {
  const path = new URL(url).pathname
  const answer = await callProvider(
    path,
    url,
    {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        'user-agent': 'airlock-secure-site',
      },
    },
    timeoutMs,
  )
  if (!answer.ok) throw new ProviderApiError(`${path} answered ${answer.status}`)
  const parsed = schema.safeParse(answer.body)
  if (!parsed.success) throw new ProviderApiError(`${path} answered an unexpected shape`)
  return parsed.data
}
