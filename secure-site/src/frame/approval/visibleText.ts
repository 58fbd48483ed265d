/**
 * Characters a person cannot see, or that silently change how the text around them
 * reads (bidi overrides, zero-width joiners, tag characters, line separators), shown
 * as escapes such as `\u{202E}`. Every piece of text the approval card renders passes
 * through here: messages, typed-data keys and values, the dapp's name, token names.
 *
 * The set is Unicode's: categories Cf, Cc, Zl and Zp, plus U+061C, U+2060–U+2064,
 * U+206A–U+206F and the tag block U+E0000–U+E007F (most of these are Cf already;
 * they are named so the rule does not depend on the engine's Unicode version).
 */

const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u061C\u2060-\u2064\u206A-\u206F\u{E0000}-\u{E007F}]/u

export interface TextSegment {
  text: string
  /** True when `text` is the escape of one invisible character. */
  escaped: boolean
}

export interface VisibleTextOptions {
  /**
   * Keep U+000A as a line break (multi-line messages such as sign-in requests, shown in
   * a block that wraps lines). Every other control character is escaped regardless.
   */
  lineBreaks?: boolean
}

export function isInvisible(char: string): boolean {
  return INVISIBLE.test(char)
}

/** `\u{202E}` for U+202E. */
export function escapeChar(char: string): string {
  return `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`
}

function kept(char: string, options: VisibleTextOptions): boolean {
  return options.lineBreaks === true && char === '\n'
}

/** The text cut into plain runs and escapes, in order; joined, they read as revealInvisible. */
export function visibleSegments(text: string, options: VisibleTextOptions = {}): TextSegment[] {
  const segments: TextSegment[] = []
  let run = ''
  // for…of walks code points, so a tag character (two UTF-16 units) is one escape.
  for (const char of text) {
    if (isInvisible(char) && !kept(char, options)) {
      if (run) segments.push({ text: run, escaped: false })
      run = ''
      segments.push({ text: escapeChar(char), escaped: true })
    } else {
      run += char
    }
  }
  if (run || segments.length === 0) segments.push({ text: run, escaped: false })
  return segments
}

/** The text with every invisible character replaced by its escape. */
export function revealInvisible(text: string, options: VisibleTextOptions = {}): string {
  return visibleSegments(text, options)
    .map((segment) => segment.text)
    .join('')
}

/** Whether the card has to warn that the text holds characters it shows as escapes. */
export function hasInvisible(text: string, options: VisibleTextOptions = {}): boolean {
  return visibleSegments(text, options).some((segment) => segment.escaped)
}
