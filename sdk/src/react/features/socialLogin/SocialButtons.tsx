import { useEffect, useId, useState } from 'react'
import { loadAvailableSocials } from '../../../core/features/socialLogin/availableSocials'
import type { SocialOption } from '../../../core/stores/optionsStore'
import { useAirlockInstance } from '../../AirlockContext'
import { useStore } from '../../useStore'
import { SOCIAL_NAMES, SocialIcon } from './socialIcons'
import { socialLayout } from './socialLayout'
import { preloadSocialViews } from './socialViews'

/**
 * The Connect view's social logins: the first as a wide button, the next few as
 * icon buttons, the rest in a list behind "More". A click starts the login in its
 * own turn (the popup must open there); Farcaster's goes to ConnectingFarcaster.
 */
export function SocialButtons() {
  const instance = useAirlockInstance()
  const { options, socialLogin } = instance.stores
  const socials = useStore(options, (state) => state.features.socials)
  const available = useStore(socialLogin, (state) => state.available)
  const [moreShown, setMoreShown] = useState(false)
  const moreId = useId()
  const secureSiteUrl = useStore(options, (state) => state.secureSiteUrl)
  // Once per instance: hide the providers the secure site has no credentials for.
  useEffect(() => {
    void loadAvailableSocials(socialLogin, secureSiteUrl)
  }, [socialLogin, secureSiteUrl])
  const { first, icons, more } = socialLayout(socials, available)
  if (!first) return null

  function start(provider: SocialOption): void {
    // ConnectingSocial / ConnectingFarcaster show how it ends; nothing to do with the promise here.
    if (provider === 'farcaster') instance.connectFarcaster().catch(() => {})
    else instance.connectSocial(provider).catch(() => {})
  }
  const label = (provider: SocialOption) => `Continue with ${SOCIAL_NAMES[provider]}`

  return (
    <section
      className="al-socials"
      aria-label="Social login"
      onPointerEnter={preloadSocialViews}
      onFocus={preloadSocialViews}
    >
      <button type="button" className="al-social-wide" onClick={() => start(first)}>
        <SocialIcon provider={first} />
        <span>{label(first)}</span>
      </button>
      {icons.length + more.length > 0 && (
        <div className="al-social-row">
          {icons.map((provider) => (
            <button
              key={provider}
              type="button"
              className="al-social-icon-button"
              aria-label={label(provider)}
              title={label(provider)}
              onClick={() => start(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          ))}
          {more.length > 0 && (
            <button
              type="button"
              className="al-social-icon-button al-social-more"
              aria-expanded={moreShown}
              aria-controls={moreId}
              onClick={() => setMoreShown((shown) => !shown)}
            >
              More
            </button>
          )}
        </div>
      )}
      {moreShown && (
        <ul id={moreId} className="al-social-list" aria-label="More social logins">
          {more.map((provider) => (
            <li key={provider}>
              <button type="button" className="al-social-wide" onClick={() => start(provider)}>
                <SocialIcon provider={provider} />
                <span>{label(provider)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
