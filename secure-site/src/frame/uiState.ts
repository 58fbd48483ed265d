/**
 * What the approval UI shows besides the request itself: the host's theme
 * (SYNC_THEME) and the dapp's name and icon (SYNC_DAPP_DATA). The origin shown is
 * always the verified ancestor, never the URL the dapp claims.
 */
import { createStore, type Store } from './store'

export type ThemeMode = 'light' | 'dark'

export interface FrameUiState {
  themeMode: ThemeMode
  /** A CSS colour from the host's `--w3m-accent`, checked before use. */
  accent: string | null
  dappName: string | null
  dappIcon: string | null
  /** The verified ancestor origin. */
  origin: string
}

export type UiStore = Store<FrameUiState>

export function createUiStore(origin: string): UiStore {
  return createStore<FrameUiState>({
    themeMode: 'light',
    accent: null,
    dappName: null,
    dappIcon: null,
    origin,
  })
}

/** Hex or rgb(a)/hsl(a) colours only: the value lands in a CSS custom property. */
const COLOUR = /^(?:#[0-9a-f]{3,8}|(?:rgb|hsl)a?\([0-9.,%\s/]+\))$/i

export function safeColour(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 64 && COLOUR.test(value) ? value : null
}

/**
 * Icons load from https (or data: images), or http on loopback for local dapps; a
 * `javascript:` or other scheme is never put into an <img>.
 */
export function safeIconUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null
  if (/^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(value)) return value
  try {
    const url = new URL(value)
    if (url.protocol === 'https:') return url.href
    if (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname))
      return url.href
  } catch {
    return null
  }
  return null
}
