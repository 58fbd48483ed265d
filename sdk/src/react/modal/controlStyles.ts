/** The small pieces: buttons, fields, code boxes, spinner, toast. */
export const controlStyles = /* css */ `
.al-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: 48px;
  padding: 0 16px;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 4);
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.15s, filter 0.15s, transform 0.1s;
}
.al-button:active:not(:disabled) { transform: scale(0.985); }
.al-button:disabled { cursor: not-allowed; opacity: 0.6; }
.al-button[aria-busy='true'] { opacity: 0.85; cursor: progress; }
.al-button-primary { background: var(--al-accent); color: var(--al-accent-fg); }
.al-button-primary:hover:not(:disabled) { filter: brightness(1.07); }
.al-button-secondary { background: var(--al-surface); color: var(--al-fg); }
.al-button-secondary:hover:not(:disabled) { background: var(--al-surface-hover); }
.al-button-ghost { background: transparent; color: var(--al-fg-muted); }
.al-button-ghost:hover:not(:disabled) { background: var(--al-surface); color: var(--al-fg); }
.al-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: calc(var(--al-radius-master) * 3);
  background: transparent;
  color: var(--al-fg-muted);
  cursor: pointer;
  transition: background-color 0.15s, color 0.15s;
}
.al-icon-button:hover { background: var(--al-surface); color: var(--al-fg); }
.al-input-wrap { position: relative; display: flex; align-items: center; }
.al-input-icon { position: absolute; left: 16px; display: flex; color: var(--al-fg-muted); pointer-events: none; }
.al-input {
  width: 100%;
  height: 52px;
  padding: 0 16px 0 46px;
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 4);
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  font-size: 15px;
  outline: none;
  transition: border-color 0.15s, box-shadow 0.15s, background-color 0.15s;
}
.al-input::placeholder { color: var(--al-fg-muted); }
.al-input:focus, .al-otp-box:focus {
  border-color: var(--al-accent);
  background: var(--al-bg);
  box-shadow: 0 0 0 4px color-mix(in srgb, var(--al-accent) 18%, transparent);
}
.al-field-invalid .al-input, .al-otp-box[aria-invalid='true'] { border-color: var(--al-error); }
.al-field-error { margin: 6px 4px 0; color: var(--al-error); font-size: 13px; }
.al-otp { display: flex; justify-content: center; gap: 8px; }
.al-otp-box {
  width: 46px;
  height: 56px;
  padding: 0;
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 3.5);
  background: var(--al-surface);
  color: var(--al-fg);
  font: inherit;
  font-size: 22px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: var(--al-accent);
  outline: none;
  transition: border-color 0.15s, box-shadow 0.15s, background-color 0.15s;
}
.al-otp-box[aria-busy='true'] { opacity: 0.6; }
.al-link {
  padding: 0;
  border: 0;
  background: none;
  color: var(--al-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.al-link:disabled { color: var(--al-fg-muted); font-weight: 500; cursor: default; font-variant-numeric: tabular-nums; }
.al-spinner {
  display: inline-block;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.85;
  animation: al-spin 0.7s linear infinite;
}
.al-toast-region {
  position: fixed;
  top: 20px;
  left: 50%;
  z-index: var(--al-z);
  transform: translateX(-50%);
  pointer-events: none;
}
.al-toast {
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: min(360px, calc(100vw - 32px));
  padding: 8px 16px 8px 8px;
  border: 1px solid var(--al-border);
  border-radius: 999px;
  background: var(--al-bg);
  box-shadow: var(--al-shadow);
  font-weight: 500;
  animation: al-toast-in 0.2s ease-out;
}
.al-toast-icon {
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  color: var(--al-accent);
  background: color-mix(in srgb, currentColor 14%, transparent);
}
.al-toast[data-variant='success'] .al-toast-icon { color: var(--al-success); }
.al-toast[data-variant='error'] .al-toast-icon { color: var(--al-error); }
`
