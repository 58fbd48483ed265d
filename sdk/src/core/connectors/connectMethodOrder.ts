/** The ways to connect the Connect view offers (SPEC §1). */
export type ConnectMethod = 'wallet' | 'email' | 'social'

export interface ConnectMethodOrderInput {
  /** A browser extension announced itself (or set window.ethereum). */
  hasInstalledWallet: boolean
  email: boolean
  social: boolean
  /** Wallets are offered at all (the list, or All Wallets). */
  wallet?: boolean | undefined
}

/**
 * SPEC §1: with an installed wallet its user most likely came to use it, so
 * wallets come first (wallet, email, social); without one, the embedded wallet
 * is the quicker start (email, social, wallet). Disabled methods are left out.
 */
export function connectMethodOrder(input: ConnectMethodOrderInput): ConnectMethod[] {
  const order: ConnectMethod[] = input.hasInstalledWallet
    ? ['wallet', 'email', 'social']
    : ['email', 'social', 'wallet']
  const enabled: Record<ConnectMethod, boolean> = {
    wallet: input.wallet ?? true,
    email: input.email,
    social: input.social,
  }
  return order.filter((method) => enabled[method])
}
