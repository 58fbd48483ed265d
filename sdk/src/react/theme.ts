import type { ThemeMode, ThemeVariables } from '../core/stores/optionsStore'

/** The modal's own CSS variables; every rule of its CSS (modal/, features/) reads these, nothing else. */
export type ThemeTokens = Record<`--${string}`, string>

// Accents pass WCAG AA (4.5:1) as button fill under their foreground and as text on the
// background, surface and hover colours of their own mode: one blue cannot do both in dark mode.
const shared = {
  '--al-font':
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--al-font-size': '14px',
  '--al-radius-master': '4px',
  '--al-z': '2147483646', // one under the secure frame: see MAX_MODAL_Z
} satisfies ThemeTokens

export const lightTheme: ThemeTokens = {
  ...shared,
  '--al-accent': '#1764d8',
  '--al-accent-fg': '#ffffff',
  '--al-bg': '#ffffff',
  '--al-fg': '#141414',
  '--al-fg-muted': '#5e6670',
  '--al-surface': '#f3f4f6',
  '--al-surface-hover': '#e8eaee',
  '--al-border': 'rgba(20, 20, 20, 0.08)',
  '--al-overlay': 'rgba(10, 12, 16, 0.36)',
  '--al-shadow': '0 24px 64px rgba(10, 12, 16, 0.18), 0 2px 8px rgba(10, 12, 16, 0.06)',
  '--al-error': '#c8333a',
  '--al-success': '#15803d',
  '--al-color-scheme': 'light',
}

export const darkTheme: ThemeTokens = {
  ...shared,
  '--al-accent': '#5aa2ff',
  '--al-accent-fg': '#0b0b0b',
  '--al-bg': '#141414',
  '--al-fg': '#e4e7e7',
  '--al-fg-muted': '#9a9fa6',
  '--al-surface': '#1f1f1f',
  '--al-surface-hover': '#2a2a2a',
  '--al-border': 'rgba(255, 255, 255, 0.08)',
  '--al-overlay': 'rgba(0, 0, 0, 0.56)',
  '--al-shadow': '0 24px 64px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.3)',
  '--al-error': '#f2555a',
  '--al-success': '#3cc678',
  '--al-color-scheme': 'dark',
}

/**
 * The option names dapps already use (`--w3m-*`, the incumbent's) mapped to ours.
 * Any other variable a dapp passes, `--al-*` included, is applied as given.
 */
const ALIASES: Record<string, `--al-${string}` | undefined> = {
  '--w3m-accent': '--al-accent',
  '--w3m-font-family': '--al-font',
  '--w3m-font-size-master': '--al-font-size',
  '--w3m-border-radius-master': '--al-radius-master',
  '--w3m-z-index': '--al-z',
}

const isVariableName = (name: string): name is `--${string}` => name.startsWith('--')

/**
 * The modal stays one layer under the secure frame (z-index 2147483647): a modal on the
 * frame's layer could paint over it, and the frame then never sees its card visible, so
 * Approve would never work. A larger `--w3m-z-index` is brought down to this.
 */
const MAX_MODAL_Z = 2147483646

function modalZ(value: string): string {
  const number = Number(value)
  return Number.isFinite(number) && number > MAX_MODAL_Z ? String(MAX_MODAL_Z) : value
}

/** The variables for `mode`, with the dapp's `themeVariables` on top. */
export function themeTokens(mode: ThemeMode, overrides: ThemeVariables = {}): ThemeTokens {
  const tokens: ThemeTokens = { ...(mode === 'dark' ? darkTheme : lightTheme) }
  for (const [name, value] of Object.entries(overrides)) {
    if (!isVariableName(name)) continue
    tokens[ALIASES[name] ?? name] = String(value)
  }
  tokens['--al-z'] = modalZ(tokens['--al-z'] ?? String(MAX_MODAL_Z))
  return tokens
}
