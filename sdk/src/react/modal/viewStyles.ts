/** Per-view layout: Connect, the email steps, Account, ApproveTransaction. */
export const viewStyles = /* css */ `
.al-view { display: flex; flex-direction: column; gap: 12px; }
.al-email-form { display: flex; flex-direction: column; gap: 12px; }
.al-wallets:empty { display: none; }
.al-footnote {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 6px 0 0;
  color: var(--al-fg-muted);
  font-size: 12px;
}
.al-lead { margin: 0; color: var(--al-fg-muted); text-align: center; line-height: 1.5; }
.al-lead strong { color: var(--al-fg); font-weight: 600; overflow-wrap: anywhere; }
.al-heading { margin: 0; font-size: 17px; font-weight: 600; text-align: center; }
.al-muted { color: var(--al-fg-muted); }
.al-inline { display: inline-flex; align-items: center; justify-content: center; gap: 8px; margin: 0; }
.al-otp-view { gap: 16px; padding-top: 4px; }
.al-otp-status { display: flex; justify-content: center; min-height: 20px; font-size: 13px; text-align: center; }
.al-otp-status .al-field-error { margin: 0; }
.al-resend { display: flex; justify-content: center; gap: 6px; margin: 0; font-size: 13px; }
.al-device-view { align-items: center; gap: 14px; padding: 8px 0 4px; }
.al-hero-icon {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: calc(var(--al-radius-master) * 5);
  background: color-mix(in srgb, var(--al-accent) 12%, transparent);
  color: var(--al-accent);
}
.al-account { align-items: center; gap: 8px; padding-top: 4px; }
.al-avatar {
  display: block;
  border-radius: 50%;
  box-shadow: 0 0 0 4px var(--al-surface), inset 0 0 0 1px rgba(255, 255, 255, 0.2);
  margin-bottom: 6px;
}
.al-address-row { display: flex; align-items: center; gap: 2px; margin-left: 34px; }
.al-address { font-size: 18px; font-weight: 600; letter-spacing: -0.01em; font-variant-numeric: tabular-nums; }
.al-balance {
  display: flex;
  align-items: center;
  min-height: 22px;
  margin: 0 0 6px;
  color: var(--al-fg-muted);
  font-size: 15px;
  font-variant-numeric: tabular-nums;
}
.al-skeleton {
  display: inline-block;
  width: 110px;
  height: 14px;
  border-radius: 7px;
  background: linear-gradient(90deg, var(--al-surface), var(--al-surface-hover), var(--al-surface));
  background-size: 200% 100%;
  animation: al-shimmer 1.2s linear infinite;
}
.al-network-badge { padding: 0 14px 0 12px; }
.al-network-dot {
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--al-success);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--al-success) 22%, transparent);
}
.al-network-badge[data-testnet] .al-network-dot {
  background: #f5a524;
  box-shadow: 0 0 0 3px rgba(245, 165, 36, 0.22);
}
.al-account-email { display: flex; align-items: center; gap: 8px; margin: 2px 0 0; color: var(--al-fg-muted); font-size: 13px; }
.al-disconnect { margin-top: 14px; }
.al-frame-slot {
  display: flex;
  align-items: center;
  justify-content: center;
  height: 440px;
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
}
`
