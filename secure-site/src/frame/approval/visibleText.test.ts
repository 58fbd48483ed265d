import { describe, expect, it } from 'vitest'
import { hasInvisible, isInvisible, revealInvisible, visibleSegments } from './visibleText'

const char = (codePoint: number) => String.fromCodePoint(codePoint)

describe('invisible characters', () => {
  it('escapes every character of the set', () => {
    const set = [
      0x00, // Cc: NUL
      0x09, // Cc: tab
      0x0a, // Cc: line feed (outside messages)
      0x1b, // Cc: escape
      0x7f, // Cc: delete
      0x85, // Cc: next line (C1)
      0xad, // Cf: soft hyphen
      0x061c, // Arabic letter mark
      0x180e, // Cf: Mongolian vowel separator
      0x200b, // Cf: zero width space
      0x200d, // Cf: zero width joiner
      0x200e, // Cf: left-to-right mark
      0x2028, // Zl: line separator
      0x2029, // Zp: paragraph separator
      0x202a, // Cf: left-to-right embedding
      0x202e, // Cf: right-to-left override
      0x2060, // word joiner
      0x2061,
      0x2062,
      0x2063,
      0x2064, // invisible plus
      0x2066, // Cf: left-to-right isolate
      0x2069, // Cf: pop directional isolate
      0x206a,
      0x206f, // nominal digit shapes
      0xfeff, // Cf: byte order mark
      0xfff9, // Cf: interlinear annotation anchor
      0x110bd, // Cf: Kaithi number sign
      0x1d173, // Cf: musical symbol begin beam
      0xe0000, // tag block, unassigned start
      0xe0001, // language tag
      0xe0041, // tag latin capital A
      0xe007f, // cancel tag
    ]
    for (const codePoint of set) {
      expect(isInvisible(char(codePoint)), codePoint.toString(16)).toBe(true)
      expect(revealInvisible(`a${char(codePoint)}b`)).toBe(
        `a\\u{${codePoint.toString(16).toUpperCase()}}b`,
      )
    }
  })

  it('leaves visible text alone, spaces and other scripts included', () => {
    for (const text of [
      'Sign in to Dapp',
      'héllo 👋',
      'שלום',
      'مرحبا',
      '日本語',
      'a b\u00a0c', // no-break space is visible spacing (Zs)
      '\\u{202E} typed by the dapp',
    ]) {
      expect(revealInvisible(text)).toBe(text)
      expect(hasInvisible(text)).toBe(false)
    }
    // Just outside the named ranges.
    expect(isInvisible(char(0xe0080))).toBe(false)
    expect(isInvisible(char(0x2070))).toBe(false)
  })

  it('shows a bidi spoof in the order the characters really are', () => {
    expect(revealInvisible('invoice_\u202Efdp.exe')).toBe('invoice_\\u{202E}fdp.exe')
    expect(revealInvisible('0x1234\u200b5678')).toBe('0x1234\\u{200B}5678')
  })

  it('escapes the joiner inside emoji sequences too: the set has no exceptions', () => {
    expect(revealInvisible('\u{1F469}\u200D\u{1F4BB}')).toBe('\u{1F469}\\u{200D}\u{1F4BB}')
  })

  it('escapes a tag character as one code point, not two halves', () => {
    expect(revealInvisible('flag\u{E0067}\u{E0062}')).toBe('flag\\u{E0067}\\u{E0062}')
  })

  it('keeps line feeds in multi-line messages only when asked, and escapes carriage returns', () => {
    expect(revealInvisible('a\nb')).toBe('a\\u{A}b')
    expect(revealInvisible('a\nb', { lineBreaks: true })).toBe('a\nb')
    expect(revealInvisible('a\r\nb', { lineBreaks: true })).toBe('a\\u{D}\nb')
    expect(hasInvisible('a\nb', { lineBreaks: true })).toBe(false)
    expect(hasInvisible('a\u2028b', { lineBreaks: true })).toBe(true)
  })

  it('marks escapes apart from the text around them, so a typed backslash cannot pass for one', () => {
    expect(visibleSegments('pay \u202Egnp.exe')).toEqual([
      { text: 'pay ', escaped: false },
      { text: '\\u{202E}', escaped: true },
      { text: 'gnp.exe', escaped: false },
    ])
    expect(visibleSegments('\\u{202E}')).toEqual([{ text: '\\u{202E}', escaped: false }])
    expect(visibleSegments('')).toEqual([{ text: '', escaped: false }])
    expect(visibleSegments('\u200b\u200b')).toEqual([
      { text: '\\u{200B}', escaped: true },
      { text: '\\u{200B}', escaped: true },
    ])
  })
})
