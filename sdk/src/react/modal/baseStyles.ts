/**
 * The frame of the modal: reset at the shadow host (so the page's inherited font,
 * colour and line height stop there), backdrop, the 360 px card, header, motion.
 * Plain CSS in a string: injected into the shadow root, no CSS-in-JS at run time.
 */
export const baseStyles = /* css */ `
:host { all: initial; }
*, *::before, *::after { box-sizing: border-box; }
.al-root {
  font-family: var(--al-font);
  font-size: var(--al-font-size);
  line-height: 1.4;
  color: var(--al-fg);
  color-scheme: var(--al-color-scheme);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}
:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--al-z);
  display: flex;
  /* Anchored at the top, not centred: when a view grows (the wallet list arriving, an
     error line), what is already on screen stays where the pointer is aiming. */
  align-items: flex-start;
  justify-content: center;
  padding: var(--al-overlay-top) 16px 16px;
  --al-overlay-top: clamp(16px, 12vh, 120px);
  --al-open-time: 0.08s;
}
.al-backdrop {
  position: absolute;
  inset: 0;
  background: var(--al-overlay);
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);
  animation: al-fade-in var(--al-open-time) ease-out;
}
.al-dialog {
  position: relative;
  width: 360px;
  max-width: 100%;
  max-height: calc(100vh - var(--al-overlay-top) - 16px);
  overflow: auto;
  background: var(--al-bg);
  border: 1px solid var(--al-border);
  border-radius: calc(var(--al-radius-master) * 7);
  box-shadow: var(--al-shadow);
  outline: none;
  /* Short and decelerating, from a card already half there: the first frame shows it, and
     the last one comes inside 150 ms of the click (issue 24 §4: the first frame ~46 ms after
     it, + 80 ms, + up to one frame before the final one is drawn; e2e/bench/first-open). */
  animation: al-pop-in var(--al-open-time) cubic-bezier(0.2, 0.8, 0.2, 1);
}
/* While the card pops in, nothing inside it transitions (useOpeningFlag.ts): the focused
   field shows its ring in the first frame instead of fading it in after the card arrived. */
.al-dialog[data-opening] *, .al-dialog[data-opening] *::before, .al-dialog[data-opening] *::after {
  transition: none;
}
.al-shake { animation: al-shake 0.5s ease-in-out; }
/* Over the approval view the iframe sits still: shaking the card would tear it from the frame. */
.al-dialog[data-view='ApproveTransaction'].al-shake { animation: none; }
.al-dialog[data-view='ApproveTransaction'].al-shake .al-header { animation: al-shake 0.5s ease-in-out; }
.al-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  padding: 14px 14px 6px;
}
.al-header-side { display: flex; }
.al-header-end { justify-content: flex-end; }
.al-title {
  margin: 0;
  text-align: center;
  font-size: 16px;
  font-weight: 600;
  letter-spacing: -0.01em;
}
.al-body { padding: 8px 20px 20px; }
.al-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
@media (max-width: 430px) {
  .al-overlay { align-items: flex-end; padding: 0; --al-overlay-top: 16px; }
  .al-dialog {
    width: 100%;
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
    animation-name: al-slide-up;
  }
}
@keyframes al-fade-in { from { opacity: 0; } }
@keyframes al-pop-in { from { opacity: 0.4; transform: translateY(6px) scale(0.985); } }
@keyframes al-slide-up { from { opacity: 0.4; transform: translateY(40%); } }
@keyframes al-shake {
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
@keyframes al-spin { to { transform: rotate(360deg); } }
@keyframes al-shimmer { to { background-position: -200% 0; } }
@keyframes al-toast-in { from { opacity: 0; transform: translateY(-8px); } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  /* No entrance at all: even a 0.01 ms one paints its first frame at the start keyframe. */
  .al-backdrop, .al-dialog { animation-name: none; }
}
`
