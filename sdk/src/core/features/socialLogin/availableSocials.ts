import { SIGN_IN_PROVIDERS, SOCIAL_PROVIDERS_PATH } from '@airlock/protocol'
import type { SocialOption } from '../../stores/optionsStore'
import type { SocialLoginStore } from './socialLoginStore'

const KNOWN: readonly string[] = SIGN_IN_PROVIDERS

const asked = new WeakSet<SocialLoginStore>()

/**
 * Asks the secure site once per instance which social providers it serves
 * (`{ providers: [...] }`) and keeps the answer in the store, so the Connect view hides
 * the others. No answer (an older site, offline, junk): nothing is hidden, and a click
 * gets the frame's own refusal. Never throws.
 */
export async function loadAvailableSocials(
  store: SocialLoginStore,
  secureSiteUrl: string,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<void> {
  if (asked.has(store) || typeof fetcher !== 'function') return
  asked.add(store)
  try {
    const url = new URL(secureSiteUrl)
    url.pathname = url.pathname.replace(/\/+$/, '') + SOCIAL_PROVIDERS_PATH
    url.search = ''
    const response = await fetcher(url.href, { credentials: 'omit' })
    if (!response.ok) return
    const body: unknown = await response.json()
    const providers = (body as { providers?: unknown } | null)?.providers
    if (!Array.isArray(providers)) return
    store
      .getState()
      .setAvailable(
        providers.filter(
          (item): item is SocialOption => typeof item === 'string' && KNOWN.includes(item),
        ),
      )
  } catch {
    // Nothing hidden.
  }
}
