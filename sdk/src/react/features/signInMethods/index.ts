/**
 * The 'Sign-in methods' section of the embedded wallet's Account view, as a chunk of its
 * own: fetched the first time that view shows an embedded wallet, never at page start.
 */
import { lazyView } from '../../modal/lazyView'

export const SignInMethodsSection = lazyView(() =>
  import('./SignInMethods').then((m) => ({ Component: m.SignInMethods, styles: m.styles })),
)
