import type { SocialProvider } from '../../connectors/auth/authConnector'
import type { ControllerContext } from '../../context'
import { lazyModule } from '../../lazyModule'
import { openSocialPopup } from './socialPopup'

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
  dispose(): void
}

export interface SocialLoginOptions {
  secureSiteUrl: string
}

/**
 * The eager part of social login: the popup must open in the click's own turn, so
 * that line is here; everything after it (routing, the frame requests, the wait for
 * the frame's result) is its own chunk, loaded by the first attempt.
 */
export function createSocialLogin(
  ctx: ControllerContext,
  options: SocialLoginOptions,
): SocialLogin {
  const chunk = lazyModule(() => import('./socialLogin'))
  return {
    connect(provider) {
      const popup = openSocialPopup(options.secureSiteUrl, provider)
      return chunk.load().then(
        (flow) => flow.startSocialLogin(ctx, provider, popup),
        (error: unknown) => {
          // The flow's code did not load: nothing will answer the popup.
          popup?.close()
          throw error
        },
      )
    },
    cancel: () => chunk.load().then((flow) => flow.cancelSocialLogin(ctx)),
    dispose() {
      void chunk.started()?.then(
        (flow) => flow.cancelSocialLogin(ctx, false),
        () => {},
      )
    },
  }
}
