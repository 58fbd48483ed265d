/** The Swap view: the two token fields, the switch between them, the quote's details, the token picker. */
export const swapStyles = /* css */ `
.al-swap { gap: 10px; }
.al-swap-fields { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; border: 0; min-width: 0; }
.al-swap-field {
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px;
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
}
.al-swap-field:focus-within { border-color: var(--al-accent); }
.al-swap-caption { margin: 0; color: var(--al-fg-muted); font-size: 12px; font-weight: 600; }
.al-swap-row { display: flex; align-items: center; gap: 10px; min-height: 40px; }
.al-swap-amount {
  flex: 1;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--al-fg);
  font: inherit;
  font-size: 24px;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  outline: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.al-swap-amount::placeholder { color: var(--al-fg-muted); }
.al-swap-amount[aria-invalid='true'] { color: var(--al-error); }
.al-swap-out { display: flex; align-items: center; }
.al-swap-token {
  display: inline-flex;
  align-items: center;
  flex: none;
  gap: 6px;
  height: 36px;
  padding: 0 10px 0 6px;
  border: 1px solid var(--al-border);
  border-radius: 999px;
  background: var(--al-bg);
  color: var(--al-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.al-swap-token:hover:not(:disabled) { background: var(--al-surface-hover); }
.al-swap-balance-row { display: flex; align-items: center; justify-content: space-between; min-height: 18px; font-size: 12px; }
.al-swap-max { font-size: 12px; }
.al-swap-fields:disabled .al-swap-token, .al-swap-fields:disabled .al-link { cursor: not-allowed; }
.al-swap-switch { display: flex; justify-content: center; margin: -16px 0; position: relative; z-index: 1; }
.al-swap-switch .al-icon-button { border: 1px solid var(--al-border); background: var(--al-bg); color: var(--al-fg); }
.al-swap-details { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 10px 14px; border-radius: calc(var(--al-radius-master) * 4); background: var(--al-surface); font-size: 13px; }
.al-swap-details > div { display: flex; justify-content: space-between; gap: 12px; }
.al-swap-details dt { color: var(--al-fg-muted); }
.al-swap-details dd { margin: 0; font-variant-numeric: tabular-nums; text-align: right; overflow-wrap: anywhere; }
.al-swap-error { margin: 0 4px; }
.al-swap-picker { display: flex; flex-direction: column; gap: 8px; }
.al-swap-token-list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.al-swap-token-option {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 52px;
  padding: 8px 10px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 4);
  background: transparent;
  color: var(--al-fg);
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.al-swap-token-option:hover, .al-swap-token-option[aria-current='true'] { background: var(--al-surface); }
.al-swap-token-option > svg { color: var(--al-accent); }
.al-swap-token-detail { font-size: 12px; }
`
