/**
 * The social providers of the environment (infra/ENV.md › Social login). A provider is
 * enabled when both its client id and secret are set; one without the other is a
 * mistake and refused. Each endpoint may be overridden (local identity providers,
 * self-hosted ones); outside development an override must be https.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '@airlock/protocol'
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
  if (clientId === undefined && clientSecret === undefined) return undefined
  if (clientId === undefined || clientSecret === undefined) {
    const missing = clientId === undefined ? idVariable : secretVariable
    const present = clientId === undefined ? secretVariable : idVariable
    problems.push(`${missing} is required when ${present} is set`)
    return undefined
  }
  return { clientId, clientSecret, endpoints }
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
