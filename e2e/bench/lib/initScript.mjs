/**
 * An init script for `addInitScript` from a function of e2e/'s TypeScript. Loaded through
 * tsx, such a function calls esbuild's `__name` helper (keepNames), which the page lacks:
 * the source is wrapped with a stand-in for it. `arg` is passed as JSON.
 */
export function initScriptOf(fn, arg) {
  return {
    content: `(() => { const __name = (f) => f; (${fn})(${JSON.stringify(arg ?? null)}) })()`,
  }
}
