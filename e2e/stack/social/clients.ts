/**
 * The client the secure site is registered as at each local provider: its id and secret
 * (Apple's secret is instead a JWT signed with the key in appleClientSecret.ts).
 */
import type { LocalProvider } from './identities'

export const clientId = (provider: LocalProvider) => `local-${provider}-client`
export const clientSecret = (provider: LocalProvider) => `local-${provider}-secret`
