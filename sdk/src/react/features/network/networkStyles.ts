/** The network list (Networks, UnsupportedChain) and Account's network button. */
export const networkStyles = /* css */ `
.al-network-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.al-network-group { display: flex; flex-direction: column; gap: 4px; }
.al-network-group + .al-network-group { margin-top: 10px; }
.al-network-row { height: 52px; padding: 0 14px 0 10px; }
.al-network-row[aria-current='true'] {
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--al-accent) 45%, transparent);
  color: var(--al-accent);
}
.al-network-row[aria-disabled='true'] { cursor: not-allowed; opacity: 0.6; }
.al-network-row[aria-busy='true'] { cursor: progress; }
.al-network-name { flex: 1; overflow: hidden; color: var(--al-fg); text-overflow: ellipsis; white-space: nowrap; }
.al-network-image {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  object-fit: cover;
}
.al-network-image-generated { font-weight: 700; line-height: 1; }
.al-network-image-generated::before { content: attr(data-initials); }
.al-network-button { border: 0; color: var(--al-fg); font: inherit; font-size: 13px; font-weight: 500; cursor: pointer; }
.al-network-badge .al-network-image { margin-left: -4px; }
.al-network-button:hover { background: var(--al-surface-hover); }
.al-network-button svg { color: var(--al-fg-muted); }
.al-networks-note { font-size: 13px; }
.al-networks-error { margin: 0 4px; text-align: center; }
`
