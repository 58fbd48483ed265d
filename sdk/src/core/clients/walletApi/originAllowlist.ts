import { isAllowedOrigin } from '@airlock/protocol'
import type { WalletApiClient } from './walletApiClient'

/**
 * Whether the page's origin is on the project's allowlist (`/projects/v1/origins`).
 * An empty answer means none is configured, or the service failed (the client
 * answers [] then): neither is the page's fault, so it counts as allowed.
 * Matching is the frame's own (one-label wildcards, the default origins).
 */
export async function isPageOriginAllowed(
  api: Pick<WalletApiClient, 'getAllowedOrigins'>,
  origin: string,
): Promise<boolean> {
  const allowed = await api.getAllowedOrigins()
  return allowed.length === 0 || isAllowedOrigin(origin, allowed)
}
