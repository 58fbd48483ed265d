/**
 * Who embeds the frame. The frame talks to exactly one peer: its direct parent, when
 * that parent is the top-level page and its origin is on the project's allowlist.
 * Anything else gets no answer at all.
 */
import { isAllowedOrigin } from '@airlock/protocol'

export type AncestorRefusal = 'not-framed' | 'nested' | 'unknown-origin' | 'not-allowed'

export type AncestorCheck =
  | { ok: true; origin: string }
  | { ok: false; reason: AncestorRefusal; origin?: string }

/** The parts of `window` the check reads; tests pass a plain object. */
export interface AncestorWindow {
  readonly parent: unknown
  readonly top: unknown
  readonly location: { readonly ancestorOrigins?: ArrayLike<string> | undefined }
  readonly document: { readonly referrer: string }
}

/**
 * The parent's origin: `location.ancestorOrigins[0]` where the browser has it (it
 * cannot be forged by the page), else the origin of `document.referrer`.
 */
export function ancestorOrigin(win: AncestorWindow): string | null {
  const listed = win.location.ancestorOrigins
  if (listed && listed.length > 0) return listed[0] ?? null
  if (!win.document.referrer) return null
  try {
    const origin = new URL(win.document.referrer).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

export function checkAncestor(
  win: AncestorWindow,
  allowedOrigins: readonly string[],
  options: { defaultOrigins?: boolean } = {},
): AncestorCheck {
  if (win.parent === win || win.parent === null || win.parent === undefined) {
    return { ok: false, reason: 'not-framed' }
  }
  // A frame inside a frame: the page in between could relay or spoof, so refuse.
  if (win.parent !== win.top) return { ok: false, reason: 'nested' }
  const origin = ancestorOrigin(win)
  if (origin === null) return { ok: false, reason: 'unknown-origin' }
  if (!isAllowedOrigin(origin, allowedOrigins, options)) {
    return { ok: false, reason: 'not-allowed', origin }
  }
  return { ok: true, origin }
}
