/**
 * The buttons' CSS, injected into each button's own shadow root (React buttons
 * and custom elements alike): the page's CSS cannot restyle them and ours
 * cannot leak out. Colours and sizes come from the theme variables set on
 * `.al-btn-root`, the same ones the modal reads. Kept small: it loads with the page.
 */
export const buttonStyles = /* css */ `
:host { all: initial; display: inline-block; vertical-align: middle; }
.al-btn-root {
  display: inline-flex;
  font-family: var(--al-font);
  font-size: var(--al-font-size);
  line-height: 1;
  color: var(--al-fg);
  color-scheme: var(--al-color-scheme);
  -webkit-font-smoothing: antialiased;
}
.al-btn {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  margin: 0;
  padding: 0 16px;
  border: 1px solid transparent;
  border-radius: calc(var(--al-radius-master) * 4);
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s, filter 0.15s, transform 0.1s;
}
.al-btn:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-btn:active { transform: scale(0.98); }
.al-btn-connect { background: var(--al-accent); color: var(--al-accent-fg); }
.al-btn-connect:hover { filter: brightness(1.07); }
.al-btn[aria-busy='true'] { cursor: progress; opacity: 0.85; }
.al-btn-account, .al-btn-network {
  padding: 0 14px 0 6px;
  background: var(--al-surface);
  border-color: var(--al-border);
  color: var(--al-fg);
}
.al-btn-account:hover, .al-btn-network:hover { background: var(--al-surface-hover); }
.al-btn-avatar, .al-btn-network-image {
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
}
.al-btn-network-image { object-fit: cover; }
.al-btn-network-fallback {
  display: grid;
  place-items: center;
  background: var(--al-bg);
  color: var(--al-fg);
  font-size: 12px;
}
.al-btn-balance { color: var(--al-fg-muted); font-variant-numeric: tabular-nums; }
.al-btn-address { font-variant-numeric: tabular-nums; }
.al-btn-spinner {
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: al-btn-spin 0.7s linear infinite;
}
@keyframes al-btn-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .al-btn { transition: none; }
  .al-btn-spinner { animation-duration: 2s; }
}
`
