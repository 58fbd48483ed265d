import type { AuthConnector, SocialProvider } from '../../connectors/auth/authConnector'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import { openSocialPopup } from './socialPopup'

export interface SocialLoginDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'router' | 'socialLogin'>
  connector: Pick<AuthConnector, 'connectSocial' | 'getSocialRedirectUri' | 'storage'>
  /** Where the popup opens (the secure site's page that waits for the flow's start URL). */
  secureSiteUrl: string
}

export interface SocialLogin {
  /**
   * Signs in with `provider`. Call it in the click handler itself, before any await:
   * the popup opens in this turn (Safari allows one only there). Where the browser
   * blocks it, the attempt fails at once ('Pop-ups are blocked. Allow pop-ups for this
   * site to continue with Google.'): there is no full-page fallback. Resolves once
   * connected; rejects with why it ended ('Request was aborted' after `cancel` or a
   * newer attempt).
   */
  connect(provider: SocialProvider): Promise<void>
  /** Ends the attempt under way (closing its popup) and leaves ConnectingSocial. */
  cancel(): Promise<void>
}

/**
 * The popup must open in the click's own turn, so that line is here; everything after
 * it (routing, the frame requests, the wait for the frame's result) is the feature's
 * code, loaded by the first attempt.
 */
export const createSocialLoginFeature = defineFeature({
  state: () => undefined,
  load: () => import('./socialLogin.impl'),
  methods: ({ deps, use }): SocialLogin => ({
    connect(provider) {
      const popup = openSocialPopup(deps.secureSiteUrl, provider)
      let started = false
      return use((flow) => {
        started = true
        return flow.connect(provider, popup)
      }).catch((error: unknown) => {
        // The flow's code did not load (or the instance ended): nothing will answer the popup.
        if (!started) popup?.close()
        throw error
      })
    },
    cancel: () => use((flow) => flow.cancel()),
  }),
})
