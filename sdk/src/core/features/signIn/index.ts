import type { ControllerContext } from '../../context'
import { lazyModule } from '../../lazyModule'
import type { SignInController, SignInOptions } from './signIn'

/**
 * The sign-in controller, loaded as its own chunk: at once when the dapp
 * configured sign-in (it must watch connections from the start; it checks the
 * current one when it starts, so nothing is missed), else on the first call
 * (which then answers 'SIWX is not enabled'). Pages without sign-in never load it.
 */
export function createLazySignIn(ctx: ControllerContext, options: SignInOptions): SignInController {
  let disposed = false
  const chunk = lazyModule(() =>
    import('./signIn').then(({ createSignInController }) => {
      const created = createSignInController(ctx, options)
      if (disposed) created.dispose()
      return created
    }),
  )
  const controller = () => chunk.load()
  if (options.siwx) void controller()
  return {
    requestSignIn: () => controller().then((signIn) => signIn.requestSignIn()),
    cancelSignIn: () => controller().then((signIn) => signIn.cancelSignIn()),
    dispose() {
      disposed = true
      void chunk.started()?.then(
        (signIn) => signIn.dispose(),
        () => {},
      )
    },
  }
}
