/**
 * When a shown pairing URI must be replaced (SPEC §4, §9; the incumbent's rule): a pairing
 * lives 4 minutes from its creation, or less when its URI says so, and counts as expired
 * within 10 s of that moment, so a wallet never scans a URI that dies while it pairs.
 */
import type { PairingUri } from './pairingUri'

export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** The moment the pairing expires: 4 minutes after creation, or the URI's own expiry if sooner. */
export function pairingExpiresAt(createdAt: number, uri?: Pick<PairingUri, 'expiresAt'>): number {
  const ours = createdAt + PAIRING_LIFETIME_MS
  return uri?.expiresAt !== undefined ? Math.min(ours, uri.expiresAt) : ours
}

/** Expired from 10 s before `expiresAt` on. */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt - PAIRING_EXPIRY_MARGIN_MS
}

/** How long until the URI must be replaced (0 when it already must): a timer's delay. */
export function msUntilPairingRefresh(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - now)
}
