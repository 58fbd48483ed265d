import { DEFAULT_FEATURES, type SocialOption } from '../../stores/optionsStore'
import { applyAuthUser, failureMessage, fetchAuthUser, findAuthNamespace } from './authSession'
import type { EmailLoginDeps } from './index'

/**
 * The connection check on start (SPEC §4): only when this browser used email
 * login before. IS_CONNECTED → GET_USER → connected; a session the frame no
 * longer has leaves the user disconnected (the connector clears the login
 * cache). A frame that fails to load keeps the cache, so the next visit retries.
 */
export async function restoreAuthSession(deps: EmailLoginDeps): Promise<void> {
  if (!deps.connector.storage.isEmailLoginUsed()) return
  const { chains, connection } = deps.stores
  const namespace = findAuthNamespace(deps)
  // No network the embedded wallet serves is configured: nothing to restore.
  if (!namespace) return
  connection.getState().startConnecting()
  chains.getState().setAccount(namespace, { status: 'reconnecting' })
  try {
    if (!(await deps.connector.isConnected())) {
      chains.getState().resetAccount(namespace)
      connection.getState().connectFailed()
      return
    }
    const { user } = await fetchAuthUser(deps, namespace)
    // GET_USER does not say how the user signed in: a social login's provider and name were kept here.
    const { storage } = deps.connector
    const socialProvider = storedSocialProvider(storage.getConnectedSocial())
    const userName = socialProvider ? storage.getSocialUsername() : undefined
    applyAuthUser(deps, namespace, userName ? { ...user, userName } : user, socialProvider)
  } catch (error) {
    deps.logger.debug('session restore failed', { error })
    chains.getState().setAccount(namespace, { status: 'disconnected' })
    connection.getState().connectFailed(failureMessage(error))
  }
}

/** A stored provider name, if it is one of SPEC §1's socials. */
function storedSocialProvider(value: string | undefined): SocialOption | undefined {
  const socials: readonly string[] = DEFAULT_FEATURES.socials || []
  return value && socials.includes(value) ? (value as SocialOption) : undefined
}
