/** Connect's social logins: the wide first button, the icon row with More, the More list. */
export const socialStyles = /* css */ `
.al-socials { display: flex; flex-direction: column; gap: 8px; }
.al-social-wide, .al-social-icon-button {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  height: 48px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.15s;
}
.al-social-wide { width: 100%; padding: 0 16px; }
.al-social-wide:hover, .al-social-icon-button:hover { background: var(--al-surface-hover); }
.al-social-row { display: grid; grid-auto-columns: 1fr; grid-auto-flow: column; gap: 8px; }
.al-social-more { font-size: 14px; }
.al-social-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.al-social-icon { flex: none; }
.al-account-social { display: flex; align-items: center; gap: 8px; margin: 2px 0 0; color: var(--al-fg-muted); font-size: 13px; }
`
