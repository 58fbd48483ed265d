/**
 * Google's and Apple's profiles, from their verified id_token's claims. Apple says
 * `email_verified` as the string "true" or a boolean, and gives the person's name only
 * once, in the first callback's `user` form field (never signed: used as a display name
 * only).
 */
import type { JWTPayload } from 'jose'
import { pickUserName, profileEmail, type SocialProfile } from './socialProfile'

function verified(value: unknown): boolean {
  return value === true || value === 'true'
}

export function googleProfile(claims: JWTPayload): SocialProfile {
  const email = profileEmail(claims.email)
  return {
    subject: String(claims.sub),
    email,
    emailVerified: email !== null && verified(claims.email_verified),
    userName: pickUserName(claims.name, claims.given_name, email),
  }
}

export function appleProfile(claims: JWTPayload, userField: string | null): SocialProfile {
  const email = profileEmail(claims.email)
  return {
    subject: String(claims.sub),
    email,
    emailVerified: email !== null && verified(claims.email_verified),
    userName: pickUserName(appleName(userField), email),
  }
}

function appleName(userField: string | null): string | null {
  if (!userField) return null
  try {
    const user = JSON.parse(userField) as { name?: { firstName?: unknown; lastName?: unknown } }
    const parts = [user.name?.firstName, user.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    )
    return parts.length > 0 ? parts.join(' ') : null
  } catch {
    return null
  }
}
