/**
 * The social providers of the environment (infra/ENV.md › Social login). A provider is
 * enabled when both its client id and secret are set; one without the other is a
 * mistake and refused. Each endpoint may be overridden (local identity providers,
 * self-hosted ones); outside development an override must be https.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '@airlock/protocol'
import { type AppleSigningKey, parseAppleKey } from './appleClientSecret'
import {
  PROVIDERS,
  type ProviderConfig,
  type ProviderEndpoints,
  type SocialConfig,
} from './providers'

const ENDPOINT_VARIABLES: Record<keyof ProviderEndpoints, string> = {
  authorize: 'AUTHORIZE_URL',
  token: 'TOKEN_URL',
  userinfo: 'USERINFO_URL',
  emails: 'EMAILS_URL',
  jwks: 'JWKS_URL',
  issuer: 'ISSUER',
}

/** `AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID`… */
export function socialVariable(provider: SocialProvider, name: string): string {
  return `AIRLOCK_SOCIAL_${provider.toUpperCase()}_${name}`
}

export function loadSocialConfig(
  read: (name: string) => string | undefined,
  dev: boolean,
  problems: string[],
): SocialConfig {
  const config: SocialConfig = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const parsed = loadProvider(provider, read, dev, problems)
    if (parsed) config[provider] = parsed
  }
  return config
}

function loadProvider(
  provider: SocialProvider,
  read: (name: string) => string | undefined,
  dev: boolean,
  problems: string[],
): ProviderConfig | undefined {
  const idVariable = socialVariable(provider, 'CLIENT_ID')
  const secretVariable = socialVariable(provider, 'CLIENT_SECRET')
  const clientId = read(idVariable)
  const clientSecret = read(secretVariable)
  const endpoints: ProviderEndpoints = { ...PROVIDERS[provider].endpoints }
  for (const [key, suffix] of Object.entries(ENDPOINT_VARIABLES) as [
    keyof ProviderEndpoints,
    string,
  ][]) {
    const variable = socialVariable(provider, suffix)
    const value = read(variable)
    if (value === undefined) continue
    if (endpoints[key] === undefined) {
      problems.push(`${variable} does not apply to ${PROVIDERS[provider].label}`)
    } else if (!isEndpoint(value, dev)) {
      problems.push(
        `${variable} must be an https URL${dev ? ' (or http in development)' : ''}, got "${value.slice(0, 60)}"`,
      )
    } else {
      endpoints[key] = value
    }
  }
  const signingKey = provider === 'apple' ? loadAppleKey(read, problems) : undefined
  if (signingKey === null) return undefined
  if (signingKey && clientSecret !== undefined) {
    problems.push(
      `${secretVariable} and ${socialVariable('apple', 'PRIVATE_KEY')} cannot both be set: give the key, and the site signs the secret`,
    )
    return undefined
  }
  const secret = signingKey ?? clientSecret
  const secretName = signingKey ? socialVariable('apple', 'PRIVATE_KEY') : secretVariable
  if (clientId === undefined && secret === undefined) return undefined
  if (clientId === undefined || secret === undefined) {
    const missing = clientId === undefined ? idVariable : secretVariable
    const present = clientId === undefined ? secretName : idVariable
    problems.push(`${missing} is required when ${present} is set`)
    return undefined
  }
  return { clientId, clientSecret: secret, endpoints }
}

const APPLE_KEY_PARTS = ['TEAM_ID', 'KEY_ID', 'PRIVATE_KEY'] as const

/**
 * Apple's signing key, when its three variables are set (undefined when none is, null
 * after a problem): the site then signs each client-secret JWT itself.
 */
function loadAppleKey(
  read: (name: string) => string | undefined,
  problems: string[],
): AppleSigningKey | undefined | null {
  const [teamId, keyId, pem] = APPLE_KEY_PARTS.map((part) => read(socialVariable('apple', part)))
  const given = APPLE_KEY_PARTS.filter((_, index) => [teamId, keyId, pem][index] !== undefined)
  if (given.length === 0) return undefined
  if (teamId === undefined || keyId === undefined || pem === undefined) {
    const missing = APPLE_KEY_PARTS.filter((part) => !given.includes(part))
    problems.push(
      `${missing.map((part) => socialVariable('apple', part)).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required when ${socialVariable('apple', given[0] ?? 'TEAM_ID')} is set`,
    )
    return null
  }
  const privateKey = parseAppleKey(pem)
  if (typeof privateKey === 'string') {
    problems.push(`${socialVariable('apple', 'PRIVATE_KEY')} ${privateKey}`)
    return null
  }
  return { kind: 'apple-key', teamId, keyId, privateKey }
}

function isEndpoint(value: string, dev: boolean): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (dev && url.protocol === 'http:')
  } catch {
    return false
  }
}

/** The providers with credentials, in the protocol's order. */
export function enabledProviders(config: SocialConfig): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => config[provider] !== undefined)
}
