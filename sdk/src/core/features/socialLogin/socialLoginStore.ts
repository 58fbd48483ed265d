import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SocialOption } from '../../stores/optionsStore'

/**
 * Where a social login attempt is: 'waiting' for the popup's sign-in (the frame gets
 * the result, CONNECT_SOCIAL asks it), or failed with why; `windowClosed` once the popup
 * looks closed while still waiting (the user closed it, or a provider page severed it).
 * Farcaster's: 'waiting' for the sign-in URL and then for the user's app (the URL is
 * the chain account state's `farcasterUrl`), 'connecting' once signed in.
 */
export type SocialLoginStatus = 'idle' | 'waiting' | 'connecting' | 'failed'

export interface SocialLoginState {
  provider: SocialOption | undefined
  status: SocialLoginStatus
  error: string | undefined
  windowClosed: boolean
  /**
   * The socials the secure site can serve (it reports the ones with credentials);
   * undefined until it has said: then nothing is hidden.
   */
  available: readonly SocialOption[] | undefined
}

export interface SocialLoginActions {
  start(provider: SocialOption, status: 'waiting' | 'connecting'): void
  setStatus(status: SocialLoginStatus): void
  setWindowClosed(windowClosed: boolean): void
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
    windowClosed: false,
    available: undefined,
    start: (provider, status) => set({ provider, status, error: undefined, windowClosed: false }),
    setStatus: (status) => set({ status }),
    setWindowClosed: (windowClosed) => set({ windowClosed }),
    fail: (error) => set({ status: 'failed', error }),
    reset: () =>
      set({ provider: undefined, status: 'idle', error: undefined, windowClosed: false }),
    setAvailable: (available) => set({ available: available && [...available] }),
  }))
}
