/** The Send view: token picker, amount with balance and Max, receiver with its name. */
export const sendStyles = /* css */ `
.al-send { display: flex; flex-direction: column; gap: 14px; width: 100%; }
.al-send-token { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.al-send-label { display: block; margin: 0 4px 6px; color: var(--al-fg-muted); font-size: 13px; font-weight: 600; }
.al-send-token .al-send-label { margin: 0 4px; }
.al-send-input { padding: 0 16px; }
.al-send-amount .al-send-input { padding-right: 96px; font-size: 20px; font-variant-numeric: tabular-nums; }
.al-send-fiat { position: absolute; right: 16px; font-size: 13px; pointer-events: none; }
.al-send-balance { display: flex; align-items: center; justify-content: space-between; margin: 6px 4px 0; font-size: 13px; }
.al-send-resolved { display: flex; align-items: center; min-height: 22px; margin: 6px 4px 0; font-size: 13px; }
.al-send-profile { display: inline-flex; align-items: center; gap: 8px; min-width: 0; }
.al-send-profile .al-avatar { flex: none; border-radius: 50%; }
.al-send-profile-name { font-weight: 600; }
.al-send-profile-address { font-family: var(--al-font-mono, ui-monospace, monospace); font-size: 12px; overflow-wrap: anywhere; }
.al-send-error { margin: 0 4px; }
.al-token-picker { position: relative; }
.al-token-picker-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 12px 0 8px;
  border: 1px solid var(--al-border);
  border-radius: 999px;
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.15s;
}
.al-token-picker-button:hover:not(:disabled) { background: var(--al-surface-hover); }
.al-token-picker-button:disabled { cursor: not-allowed; opacity: 0.6; }
.al-token-picker-caret {
  width: 7px;
  height: 7px;
  margin: -3px 2px 0 4px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
}
.al-token-picker-button[aria-expanded='true'] .al-token-picker-caret { margin-top: 3px; transform: rotate(225deg); }
.al-token-options {
  position: absolute;
  right: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 260px;
  max-height: 260px;
  margin: 6px 0 0;
  padding: 6px;
  overflow-y: auto;
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-bg);
  box-shadow: var(--al-shadow);
  list-style: none;
}
.al-token-option {
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 8px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 3);
  background: transparent;
  color: var(--al-fg);
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.al-token-option:hover, .al-token-option[aria-current='true'] { background: var(--al-surface); }
`
