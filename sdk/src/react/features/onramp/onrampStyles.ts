/** The Buy view (OnRampProvidersView): choices, amount, quote, and the wait for the purchase. */
export const onrampStyles = /* css */ `
.al-onramp { gap: 14px; }
.al-onramp-network { margin: 0; text-align: center; font-size: 13px; }
.al-onramp-row { display: flex; gap: 10px; }
.al-onramp-grow { flex: 1; min-width: 0; }
.al-onramp-label { display: block; margin: 0 4px 6px; padding: 0; color: var(--al-fg-muted); font-size: 13px; font-weight: 600; }
.al-select {
  width: 100%;
  height: 48px;
  padding: 0 12px;
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  font-size: 15px;
}
.al-select:focus { border-color: var(--al-accent); }
.al-onramp-methods { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; }
.al-onramp-methods legend { width: 100%; }
.al-onramp-method {
  display: inline-flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
  cursor: pointer;
}
.al-onramp-method:has(input:checked) { border-color: var(--al-accent); background: var(--al-bg); }
.al-onramp-method input { margin: 0; accent-color: var(--al-accent); }
.al-onramp-amount { padding-left: 16px; padding-right: 64px; font-variant-numeric: tabular-nums; }
.al-onramp-currency { position: absolute; right: 16px; color: var(--al-fg-muted); font-weight: 600; pointer-events: none; }
.al-onramp-quote { min-height: 24px; font-size: 13px; }
.al-onramp-quote p { margin: 0 4px; }
.al-onramp-figures { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 12px 14px; border-radius: calc(var(--al-radius-master) * 4); background: var(--al-surface); }
.al-onramp-figures div { display: flex; justify-content: space-between; gap: 12px; }
.al-onramp-figures dt { color: var(--al-fg-muted); }
.al-onramp-figures dd { margin: 0; font-variant-numeric: tabular-nums; }
.al-onramp-receive dd { font-size: 15px; font-weight: 600; }
.al-onramp-total { padding-top: 6px; border-top: 1px solid var(--al-border); font-weight: 600; }
.al-onramp-total dt { color: var(--al-fg); }
.al-onramp-error { margin: 0 4px; }
.al-onramp-waiting { align-items: center; gap: 12px; padding: 8px 0 4px; }
.al-onramp-status { display: flex; justify-content: center; min-height: 20px; margin: 0; font-size: 13px; text-align: center; }
`
