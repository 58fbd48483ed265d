/**
 * The callback's work with the provider: the code (and this flow's PKCE verifier)
 * exchanged for tokens, then the profile, from the verified id_token (Google, Apple) or
 * the provider's user-info API (GitHub, Discord, X, Facebook). Every call is bounded by
 * `timeoutMs` (PROVIDER_TIMEOUT_MS; tests pass less): a hung provider rejects, and the
 * callback answers its provider-failed message.
 */
import type { SocialProvider } from '@airlock/protocol'
import { verifyIdToken } from './idToken'
import { exchangeCode } from './oauthClient'
import { readApiProfile } from './profiles/apiProfiles'
import { appleProfile, googleProfile } from './profiles/oidcProfiles'
import type { SocialProfile } from './profiles/socialProfile'
import { PROVIDER_TIMEOUT_MS } from './providerCall'
import type { ProviderConfig } from './providers'

export interface CallbackCode {
  code: string
  codeVerifier: string
  nonce: string
  redirectUri: string
  /** Apple's `user` form field, if it sent one. */
  appleUser: string | null
}

export async function readSocialProfile(
  provider: SocialProvider,
  config: ProviderConfig,
  callback: CallbackCode,
  now: Date,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<SocialProfile> {
  const tokens = await exchangeCode(
    {
      provider,
      config,
      redirectUri: callback.redirectUri,
      code: callback.code,
      codeVerifier: callback.codeVerifier,
    },
    timeoutMs,
  )
  if (provider === 'google' || provider === 'apple') {
    const claims = await verifyIdToken(tokens.idToken(), config, callback.nonce, now, timeoutMs)
    return provider === 'google' ? googleProfile(claims) : appleProfile(claims, callback.appleUser)
  }
  return readApiProfile(provider, config.endpoints, tokens.accessToken(), timeoutMs)
}
