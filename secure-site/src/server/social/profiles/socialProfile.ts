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

const MAX_EMAIL = 254
const MAX_LOCAL_PART = 64
/** RFC 5322 atext, ASCII only: the local part is dot-atoms of these. */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
/** A DNS host name in ASCII (IDNs arrive as xn-- labels), with a dot and no trailing dot. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const ADDR_SPEC = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`)

/**
 * A provider's address as users.ts keeps them, or null when it is not one. Checked as
 * the provider sent it, before any normalisation: printable ASCII only, a plain
 * addr-spec (dot-atom local part, DNS host name; no quotes, comments, spaces or
 * brackets), so lower-casing afterwards is ASCII-only and cannot fold another
 * character onto an existing address (the Kelvin sign U+212A lower-cases to 'k',
 * U+0130 'İ' to 'i' + a combining dot, and 'ı' upper-cases to 'I').
 * A refused address means "no verified email": the identity still signs in with its
 * provider subject, but never joins an account by email (null email, unverified).
 */
export function profileEmail(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_EMAIL || !ADDR_SPEC.test(value)) {
    return null
  }
  if (value.indexOf('@') > MAX_LOCAL_PART) return null
  return value.toLowerCase()
}
