/** Who a provider says signed in: its stable subject id, and what it tells of the person. */
export interface SocialProfile {
  /** The provider's stable id of the account: the key of the identity. */
  subject: string
  /** Normalised; null when the provider gave none. */
  email: string | null
  /** True only when the provider said so; an unverified address never links accounts. */
  emailVerified: boolean
  /** Handle or name, as the modal shows it. */
  userName: string | null
}

const MAX_USER_NAME = 100

/** A display name from the first non-empty candidate, trimmed and bounded. */
export function pickUserName(...candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') {
      return candidate.trim().slice(0, MAX_USER_NAME)
    }
  }
  return null
}

/** An address as users.ts keeps them, or null when it is not one. */
export function profileEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 320 ? email : null
}
