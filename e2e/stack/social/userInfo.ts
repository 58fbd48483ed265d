/**
 * The user-info APIs of the OAuth 2.0 providers, in their real shapes, for one identity:
 * GitHub's /user (numeric id, login) and /user/emails (primary, verified), Discord's
 * /users/@me (verified), X's /2/users/me (no address), Facebook's /me (an address, no
 * word on whether it was verified).
 */
import type { LocalIdentity, LocalProvider } from './identities'

export function userInfo(provider: LocalProvider, path: string, identity: LocalIdentity): unknown {
  const { sub, email, emailVerified, name } = identity
  switch (`${provider}/${path}`) {
    case 'github/user':
      return { id: Number(sub), login: name, name: null }
    case 'github/emails':
      return email === null ? [] : [{ email, primary: true, verified: emailVerified }]
    case 'discord/me':
      return { id: sub, username: name, global_name: null, email, verified: emailVerified }
    case 'x/me':
      return { data: { id: sub, username: name, name } }
    case 'facebook/me':
      return { id: sub, name, ...(email !== null ? { email } : {}) }
    default:
      return undefined
  }
}
