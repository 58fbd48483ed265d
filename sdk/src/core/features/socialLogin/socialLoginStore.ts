import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SocialOption } from '../../stores/optionsStore'

/**
 * Where a social login attempt is: the popup (or the page, redirected) at the
 * provider, the result handle being redeemed (CONNECT_SOCIAL), or failed with why.
 * Farcaster's: 'waiting' for the sign-in URL and then for the user's app (the URL is
 * the chain account state's `farcasterUrl`), 'connecting' once signed in.
 */
export type SocialLoginStatus = 'idle' | 'waiting' | 'redirecting' | 'connecting' | 'failed'

export interface SocialLoginState {
  provider: SocialOption | undefined
  status: SocialLoginStatus
  error: string | undefined
  /**
   * The socials the secure site can serve (it reports the ones with credentials);
   * undefined until it has said: then nothing is hidden.
   */
  available: readonly SocialOption[] | undefined
}

export interface SocialLoginActions {
  start(provider: SocialOption, status: 'waiting' | 'redirecting' | 'connecting'): void
  setStatus(status: SocialLoginStatus): void
  fail(error: string): void
  reset(): void
  setAvailable(available: readonly SocialOption[] | undefined): void
}

export type SocialLoginStore = StoreApi<SocialLoginState & SocialLoginActions>

export function createSocialLoginStore(): SocialLoginStore {
  return createStore<SocialLoginState & SocialLoginActions>()((set) => ({
    provider: undefined,
    status: 'idle',
    error: undefined,
    available: undefined,
    start: (provider, status) => set({ provider, status, error: undefined }),
    setStatus: (status) => set({ status }),
    fail: (error) => set({ status: 'failed', error }),
    reset: () => set({ provider: undefined, status: 'idle', error: undefined }),
    setAvailable: (available) => set({ available: available && [...available] }),
  }))
}
