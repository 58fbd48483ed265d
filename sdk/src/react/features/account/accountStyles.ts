/**
 * The account features' views: Account's actions, entries and token list,
 * Activity (Transactions), Receive, and the name registration pair.
 */
export const accountStyles = /* css */ `
.al-namespaces {
  display: flex;
  gap: 4px;
  width: 100%;
  min-width: 0;
  margin: 0 0 12px;
  padding: 3px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
}
.al-namespace {
  flex: 1;
  padding: 6px 10px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 3);
  background: transparent;
  color: var(--al-fg-muted);
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
}
.al-namespace[aria-pressed='true'] { background: var(--al-bg); color: var(--al-fg); }
.al-namespace[data-connected='false'] { font-weight: 500; }
.al-namespace[aria-busy='true'] { opacity: 0.6; }
.al-actions {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: 8px;
  width: 100%;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
}
.al-action {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 12px 4px 10px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.15s;
}
.al-action:hover { background: var(--al-surface-hover); }
.al-action-icon {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: color-mix(in srgb, var(--al-accent) 14%, transparent);
  color: var(--al-accent);
}
.al-entries { display: flex; flex-direction: column; gap: 6px; width: 100%; }
.al-entry { min-height: 52px; padding: 8px 14px 8px 10px; }
.al-entry > svg { color: var(--al-fg-muted); }
.al-entry-icon {
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: var(--al-bg);
  color: var(--al-fg-muted);
}
.al-entry-text { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.al-entry-label { font-size: 15px; font-weight: 500; }
.al-entry-detail { font-size: 12px; }
.al-section { display: flex; flex-direction: column; gap: 6px; width: 100%; margin-top: 6px; }
.al-token-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  border-radius: 50%;
  background: var(--al-surface);
  object-fit: cover;
}
.al-token-icon-generated::before { content: attr(data-initial); color: var(--al-fg-muted); font-weight: 700; }
.al-token-names { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.al-token-name { overflow: hidden; font-size: 15px; font-weight: 500; text-overflow: ellipsis; white-space: nowrap; }
.al-token-quantity, .al-token-value { font-size: 13px; font-variant-numeric: tabular-nums; }
.al-token-value { font-size: 14px; font-weight: 500; }
.al-token-row-skeleton .al-skeleton:last-child { flex: 1; max-width: 160px; }
.al-skeleton-circle { flex: none; width: 36px; height: 36px; border-radius: 50%; }
.al-activity { gap: 16px; }
.al-state { padding: 24px 0 8px; }
.al-tx-year { display: flex; flex-direction: column; gap: 10px; }
.al-tx-year-title { margin: 0; padding: 0 4px; font-size: 15px; font-weight: 600; }
.al-tx-month { display: flex; flex-direction: column; gap: 4px; }
.al-tx-icon {
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: var(--al-surface);
  color: var(--al-fg-muted);
}
.al-tx-row[data-direction='in'] .al-tx-icon { color: var(--al-success); }
.al-tx-main { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.al-tx-title { display: flex; align-items: center; gap: 6px; font-size: 15px; font-weight: 500; }
.al-tx-status {
  padding: 1px 6px;
  border-radius: 999px;
  background: var(--al-surface);
  color: var(--al-fg-muted);
  font-size: 11px;
  font-weight: 600;
}
.al-tx-status[data-status='failed'] { color: var(--al-error); }
.al-tx-detail { display: flex; gap: 6px; overflow: hidden; font-size: 12px; white-space: nowrap; }
.al-tx-amounts { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; }
.al-tx-amount { font-size: 14px; font-weight: 500; font-variant-numeric: tabular-nums; white-space: nowrap; }
.al-tx-amount[data-direction='in'] { color: var(--al-success); }
.al-tx-row-skeleton .al-skeleton:last-child { flex: 1; max-width: 180px; }
.al-tx-more { display: flex; justify-content: center; }
.al-receive { align-items: center; gap: 12px; }
.al-qr-frame {
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 8px;
  border-radius: calc(var(--al-radius-master) * 5);
  background: #fff;
  box-shadow: inset 0 0 0 1px var(--al-border);
}
.al-qr { display: block; }
.al-wc-qr { position: relative; }
.al-wc-qr-icon {
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 4px;
  border-radius: 50%;
  background: #fff;
}
.al-wc-waiting { display: flex; align-items: center; gap: 8px; font-size: 14px; }
.al-qr-skeleton { width: 232px; height: 232px; border-radius: calc(var(--al-radius-master) * 3); }
.al-receive-address {
  margin: 0;
  padding: 0 8px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
  text-align: center;
  overflow-wrap: anywhere;
}
.al-receive-note { margin: 0 4px; font-size: 13px; }
.al-receive-networks { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.al-receive-network { padding: 0 12px 0 6px; }
.al-name-form { gap: 12px; }
.al-name-input { padding-left: 16px; padding-right: 96px; }
.al-name-zone { position: absolute; right: 16px; color: var(--al-fg-muted); pointer-events: none; }
.al-field-hint { margin: 6px 4px 0; font-size: 12px; }
.al-name-status { display: flex; align-items: center; min-height: 20px; margin: 0 4px; font-size: 13px; }
.al-name-free { display: inline-flex; align-items: center; gap: 6px; color: var(--al-success); }
.al-name-taken { color: var(--al-error); }
.al-name-suggestions { display: flex; flex-direction: column; gap: 6px; }
.al-suggestion-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.al-suggestion { justify-content: space-between; height: 44px; padding: 0 14px; }
.al-name-success { align-items: center; gap: 14px; padding: 8px 0 4px; }
`
