import { createStore, type StoreApi } from 'zustand/vanilla'

export type ThemeMode = 'light' | 'dark'
/** CSS variables of the modal (`--w3m-accent` …), passed on to the frame as is. */
export type ThemeVariables = Record<string, string | number>

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export type SocialOption =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  /** Social logins offered, in order; false for none. */
  socials: SocialOption[] | false
}

/** SPEC §1 defaults. */
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
}

/** The Account view's actions (SPEC §1 wallet features), each shown while its feature flag is on. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

export interface OptionsState {
  projectId: string
  metadata: Metadata
  secureSiteUrl: string
  features: Features
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  enableLogger: boolean
  /** Let the user stay on a network the dapp did not configure (no UnsupportedChain view). */
  allowUnsupportedChain: boolean
  /** Offer network switching; when off, the UnsupportedChain view is never shown either. */
  enableNetworkSwitch: boolean
  /** WalletConnect-only mode: no browser-wallet or embedded connector (SPEC §2 "no adapters"). */
  basic: boolean
  /**
   * Order of the Account view's actions as the dapp gave it; the features it
   * leaves out (all, by default) follow in SPEC §1 order. The default order
   * lives with the view (react/features/account/walletFeatureActions.ts): the page
   * start does not pay for it.
   */
  walletFeaturesOrder: readonly WalletFeature[]
}

export interface OptionsActions {
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

export type OptionsStore = StoreApi<OptionsState & OptionsActions>

export interface OptionsInput {
  projectId: string
  metadata: Metadata
  secureSiteUrl: string
  features?: Partial<Features> | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  enableLogger?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  basic?: boolean | undefined
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
}

export function createOptionsStore(input: OptionsInput): OptionsStore {
  return createStore<OptionsState & OptionsActions>()((set) => ({
    projectId: input.projectId,
    metadata: input.metadata,
    secureSiteUrl: input.secureSiteUrl,
    features: { ...DEFAULT_FEATURES, ...input.features },
    themeMode: input.themeMode ?? 'light',
    themeVariables: { ...input.themeVariables },
    enableLogger: input.enableLogger ?? false,
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    enableNetworkSwitch: input.enableNetworkSwitch ?? true,
    basic: input.basic ?? false,
    walletFeaturesOrder: input.walletFeaturesOrder ?? [],
    setThemeMode: (themeMode) => set({ themeMode }),
    setThemeVariables: (themeVariables) => set({ themeVariables: { ...themeVariables } }),
  }))
}
