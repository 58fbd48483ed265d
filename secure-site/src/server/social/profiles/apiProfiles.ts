/**
 * The OAuth 2.0 providers' profiles, from their user-info APIs. Only an address the
 * provider marks verified counts as verified: GitHub's primary verified one, Discord's
 * when `verified` is true. X gives no address; Facebook gives one without saying it was
 * verified, so it never links accounts.
 */
import { z } from 'zod'
import { PROVIDER_TIMEOUT_MS } from '../providerCall'
import type { ProviderEndpoints } from '../providers'
import { fetchProviderJson } from './fetchProviderJson'
import { pickUserName, profileEmail, type SocialProfile } from './socialProfile'

const id = z.union([z.string().min(1).max(128), z.number().int().nonnegative()]).transform(String)

const githubUser = z.object({ id, login: z.string().max(100), name: z.string().nullish() })
const githubEmails = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
)
const discordUser = z.object({
  id,
  username: z.string().max(100),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
})
const xUser = z.object({
  data: z.object({ id, username: z.string().max(100), name: z.string().nullish() }),
})
const facebookUser = z.object({ id, name: z.string().nullish(), email: z.string().nullish() })

export function githubProfile(
  user: z.infer<typeof githubUser>,
  emails: z.infer<typeof githubEmails>,
): SocialProfile {
  const primary = emails.find((entry) => entry.primary && entry.verified)
  const email = profileEmail(primary?.email)
  return {
    subject: user.id,
    email,
    emailVerified: email !== null,
    userName: pickUserName(user.login, user.name),
  }
}

export function discordProfile(user: z.infer<typeof discordUser>): SocialProfile {
  const email = profileEmail(user.email)
  return {
    subject: user.id,
    email,
    emailVerified: email !== null && user.verified === true,
    userName: pickUserName(user.username, user.global_name),
  }
}

export function xProfile(user: z.infer<typeof xUser>): SocialProfile {
  return {
    subject: user.data.id,
    email: null,
    emailVerified: false,
    userName: pickUserName(user.data.username, user.data.name),
  }
}

export function facebookProfile(user: z.infer<typeof facebookUser>): SocialProfile {
  return {
    subject: user.id,
    email: profileEmail(user.email),
    emailVerified: false,
    userName: pickUserName(user.name),
  }
}

/** The profile of an OAuth 2.0 provider, read with the access token. */
export async function readApiProfile(
  provider: 'github' | 'discord' | 'x' | 'facebook',
  endpoints: ProviderEndpoints,
  accessToken: string,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<SocialProfile> {
  const userinfo = endpoints.userinfo
  if (!userinfo) throw new Error(`${provider} has no user-info endpoint`)
  switch (provider) {
    case 'github': {
      if (!endpoints.emails) throw new Error('github has no emails endpoint')
      const [user, emails] = await Promise.all([
        fetchProviderJson(userinfo, accessToken, githubUser, timeoutMs),
        fetchProviderJson(endpoints.emails, accessToken, githubEmails, timeoutMs),
      ])
      return githubProfile(user, emails)
    }
    case 'discord':
      return discordProfile(await fetchProviderJson(userinfo, accessToken, discordUser, timeoutMs))
    case 'x':
      return xProfile(await fetchProviderJson(userinfo, accessToken, xUser, timeoutMs))
    case 'facebook':
      return facebookProfile(
        await fetchProviderJson(userinfo, accessToken, facebookUser, timeoutMs),
      )
  }
}
