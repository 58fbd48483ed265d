/** The wallet views: Connect's list, AllWallets' windowed list and search, ConnectingExternal. */
export const walletStyles = /* css */ `
.al-wallets { display: flex; flex-direction: column; gap: 8px; }
.al-wallet-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.al-wallet-row { height: 56px; padding: 0 14px 0 8px; }
.al-wallet-placeholder { opacity: 0.5; pointer-events: none; }
.al-wallet-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.al-wallet-image {
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: calc(var(--al-radius-master) * 3);
  box-shadow: inset 0 0 0 1px var(--al-border);
  object-fit: cover;
}
.al-wallet-fallback { background: var(--al-surface-hover); color: var(--al-fg); font-weight: 700; font-size: 16px; }
.al-tag {
  flex: none;
  padding: 3px 8px;
  border-radius: 999px;
  background: color-mix(in srgb, var(--al-accent) 16%, transparent);
  /* The theme's text colour: accent-on-tint is below 4.5:1 at this size. */
  color: var(--al-fg);
  font-size: 12px;
  font-weight: 600;
}
.al-tag-muted { background: var(--al-surface-hover); color: var(--al-fg-muted); }
.al-all-wallets-icon {
  display: grid;
  flex: none;
  grid-template-columns: 1fr 1fr;
  gap: 3px;
  width: 40px;
  height: 40px;
  padding: 8px;
  border-radius: calc(var(--al-radius-master) * 3);
  background: var(--al-bg);
}
.al-all-wallets-icon span { border-radius: 3px; background: var(--al-fg-muted); opacity: 0.55; }
.al-divider { display: flex; align-items: center; gap: 12px; color: var(--al-fg-muted); font-size: 12px; }
.al-divider::before, .al-divider::after { content: ''; flex: 1; height: 1px; background: var(--al-border); }
.al-virtual { position: relative; overflow-y: auto; overscroll-behavior: contain; margin: 0 -4px; padding: 0 4px; }
.al-virtual-list { position: relative; margin: 0; padding: 0; list-style: none; }
.al-virtual-row { position: absolute; top: 0; left: 0; right: 0; padding-bottom: 4px; }
.al-virtual-placeholder::after {
  content: '';
  display: block;
  height: 100%;
  border-radius: calc(var(--al-radius-master) * 4);
  background: linear-gradient(90deg, var(--al-surface), var(--al-surface-hover), var(--al-surface));
  background-size: 200% 100%;
  animation: al-shimmer 1.2s linear infinite;
}
.al-virtual-row .al-wallet-row:focus-visible { outline-offset: -2px; }
.al-all-wallets-view .al-empty { margin: 24px 0; font-size: inherit; }
.al-wallets-status { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 0; }
.al-wallets-status .al-field-error { margin: 0; text-align: center; }
.al-connecting { align-items: center; gap: 14px; padding: 8px 0 4px; text-align: center; }
.al-connecting-image { position: relative; display: flex; padding: 6px; }
.al-connecting-image .al-wallet-image { border-radius: calc(var(--al-radius-master) * 5); }
.al-connecting[data-state='waiting'] .al-connecting-image::after {
  content: '';
  position: absolute;
  inset: 0;
  border: 2px solid var(--al-accent);
  border-radius: calc(var(--al-radius-master) * 6);
  animation: al-ring-pulse 1.4s ease-out infinite;
}
@keyframes al-ring-pulse {
  from { opacity: 0.9; transform: scale(0.94); }
  to { opacity: 0; transform: scale(1.18); }
}
.al-connecting-text { display: flex; flex-direction: column; gap: 6px; outline: none; }
.al-connecting-text > div { display: flex; flex-direction: column; gap: 6px; }
.al-error-text { color: var(--al-error); }
.al-connecting-error { margin: 0; }
`
