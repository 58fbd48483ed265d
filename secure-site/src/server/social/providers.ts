/**
 * The six social providers: how each signs in (OpenID Connect with an id_token, or
 * OAuth 2.0 and a user-info API), its scopes, how the client authenticates at the token
 * endpoint, and its public endpoints. Every endpoint can be overridden from the
 * environment (socialEnv.ts), for the local identity providers and self-hosted ones.
 */

import type { SocialProvider } from '@airlock/protocol'
import type { AppleSigningKey } from './appleClientSecret'

export type ProviderKind = 'oidc' | 'oauth2'

export interface ProviderEndpoints {
  authorize: string
  token: string
  /** OAuth 2.0 providers: the API that names the signed-in user. */
  userinfo?: string | undefined
  /** GitHub: the user's addresses and whether each is verified. */
  emails?: string | undefined
  /** OpenID providers: the keys the id_token is signed with, and its issuer. */
  jwks?: string | undefined
  issuer?: string | undefined
}

export interface ProviderDefinition {
  label: string
  kind: ProviderKind
  scopes: string[]
  /** 'basic': HTTP Basic credentials (arctic's client); 'post': client_secret in the body. */
  clientAuth: 'basic' | 'post'
  /** Apple answers with a form POST when name or email is asked for. */
  responseMode?: 'form_post'
  endpoints: ProviderEndpoints
}

export const PROVIDERS: Record<SocialProvider, ProviderDefinition> = {
  google: {
    label: 'Google',
    kind: 'oidc',
    scopes: ['openid', 'email', 'profile'],
    clientAuth: 'basic',
    endpoints: {
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: 'https://accounts.google.com',
    },
  },
  apple: {
    label: 'Apple',
    kind: 'oidc',
    scopes: ['name', 'email'],
    clientAuth: 'post',
    responseMode: 'form_post',
    endpoints: {
      authorize: 'https://appleid.apple.com/auth/authorize',
      token: 'https://appleid.apple.com/auth/token',
      jwks: 'https://appleid.apple.com/auth/keys',
      issuer: 'https://appleid.apple.com',
    },
  },
  github: {
    label: 'GitHub',
    kind: 'oauth2',
    scopes: ['read:user', 'user:email'],
    clientAuth: 'basic',
    endpoints: {
      authorize: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      userinfo: 'https://api.github.com/user',
      emails: 'https://api.github.com/user/emails',
    },
  },
  discord: {
    label: 'Discord',
    kind: 'oauth2',
    scopes: ['identify', 'email'],
    clientAuth: 'basic',
    endpoints: {
      authorize: 'https://discord.com/oauth2/authorize',
      token: 'https://discord.com/api/oauth2/token',
      userinfo: 'https://discord.com/api/users/@me',
    },
  },
  x: {
    label: 'X',
    kind: 'oauth2',
    scopes: ['users.read', 'tweet.read'],
    clientAuth: 'basic',
    endpoints: {
      authorize: 'https://x.com/i/oauth2/authorize',
      token: 'https://api.x.com/2/oauth2/token',
      userinfo: 'https://api.x.com/2/users/me',
    },
  },
  facebook: {
    label: 'Facebook',
    kind: 'oauth2',
    scopes: ['public_profile', 'email'],
    clientAuth: 'post',
    endpoints: {
      authorize: 'https://www.facebook.com/v23.0/dialog/oauth',
      token: 'https://graph.facebook.com/v23.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
    },
  },
}

/** What a configured provider needs at run time: its definition, credentials and endpoints. */
export interface ProviderConfig {
  clientId: string
  /** The client secret, or (Apple) the key that signs one per exchange. */
  clientSecret: string | AppleSigningKey
  endpoints: ProviderEndpoints
}

export type SocialConfig = Partial<Record<SocialProvider, ProviderConfig>>

/** `/social/callback` on this site: the one redirect URI to register with every provider. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

export function socialCallbackUrl(publicUrl: string): string {
  return `${publicUrl}${SOCIAL_CALLBACK_PATH}`
}
