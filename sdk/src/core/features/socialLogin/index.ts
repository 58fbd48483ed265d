import type { SocialProvider } from '../../connectors/auth/authConnector'
import type { ControllerContext } from '../../context'
import { lazyModule } from '../../lazyModule'
import { openSocialPopup } from './socialPopup'

export interface SocialLogin {
  /**
   * Signs in with `provider`. Call it in the click handler itself, before any await:
   * the popup opens in this turn (Safari allows one only there); where the browser
   * blocks it, the page goes to the provider and comes back (the redirect flow).
   * Resolves once connected; rejects with why it ended ('Request was aborted' after
   * `cancel` or a newer attempt).
   */
  connect(provider: SocialProvider): Promise<void>
  /** Ends the attempt under way (closing its popup) and leaves ConnectingSocial. */
  cancel(): Promise<void>
  /** Whether this page may be the return of a redirect-flow attempt (checked at start). */
  hasPendingRedirect(): boolean
  /** Finishes a redirect-flow attempt at start, else runs the usual session check. */
  resume(): Promise<void>
  dispose(): void
}

export interface SocialLoginOptions {
  secureSiteUrl: string
  /** The no-result limit of the popup flow (SPEC §9's 30 s by default). */
  timeoutMs?: number | undefined
}

/**
 * The eager part of social login: the popup must open in the click's own turn, so
 * that line is here; everything after it (routing, the frame requests, the popup's
 * result, the redirect flow) is its own chunk, loaded by the first attempt.
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
        (flow) => flow.startSocialLogin(ctx, provider, popup, options),
        (error: unknown) => {
          // The flow's code did not load: nothing will answer the popup.
          popup?.close()
          throw error
        },
      )
    },
    cancel: () => chunk.load().then((flow) => flow.cancelSocialLogin(ctx)),
    hasPendingRedirect() {
      try {
        // Ours (sessionStorage), or a result in the fragment to take out of the URL anyway.
        return (
          sessionStorage.getItem('airlock:social-pending') != null ||
          location.hash.includes('airlock-social-')
        )
      } catch {
        return false
      }
    },
    resume: () => chunk.load().then((flow) => flow.resumeSocialRedirect(ctx, window)),
    dispose() {
      void chunk.started()?.then(
        (flow) => flow.cancelSocialLogin(ctx, false),
        () => {},
      )
    },
  }
}
