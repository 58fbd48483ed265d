/**
 * What the modal's lists share, so a wallet, a network, an Account entry and a
 * name suggestion look like one kind of row: the tappable row, the read-only
 * row (tokens, transactions), the small uppercase list titles and the pill.
 * Each view's file keeps only where its rows differ (size, padding, states).
 */
export const listStyles = /* css */ `
.al-wallet-row, .al-network-row, .al-entry, .al-suggestion {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: background-color 0.15s;
}
.al-wallet-row, .al-network-row { font-size: 15px; font-weight: 500; }
.al-wallet-row:hover,
.al-network-row:hover:not([aria-disabled='true']),
.al-entry:hover,
.al-suggestion:hover { background: var(--al-surface-hover); }
/* A list's "nothing here" note; AllWallets gives its own more room (walletStyles). */
.al-empty { margin: 4px; color: var(--al-fg-muted); font-size: 13px; text-align: center; }
.al-token-list, .al-tx-list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.al-token-row, .al-tx-row {
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 10px;
  border-radius: calc(var(--al-radius-master) * 4);
}
.al-token-row:hover, .al-tx-row:hover { background: var(--al-surface); }
.al-section-title, .al-tx-month-title, .al-network-group-label {
  margin: 0;
  padding: 0 4px;
  color: var(--al-fg-muted);
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
}
.al-network-badge, .al-receive-network {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 32px;
  border-radius: 999px;
  background: var(--al-surface);
  font-size: 13px;
  font-weight: 500;
}
`
