/**
 * Addresses a provider may send that must never become another, existing address once
 * lower-cased, nor pass as one: refused as sent (null: "no verified email").
 */
export const BAD_PROVIDER_EMAILS: [string, string][] = [
  ['a Kelvin sign (U+212A), which lower-cases to k', '\u212Aate@example.com'],
  ["a dotless 'ı' (U+0131)", 'al\u0131ce@example.com'],
  ["a dotted 'İ' (U+0130), which lower-cases to i + U+0307", '\u0130van@example.com'],
  ['a fullwidth letter', '\uFF41da@example.com'],
  ['a Unicode domain', 'ada@b\u00FCcher.example'],
  ['surrounding spaces', ' ada@example.com '],
  ['a display name', 'Ada <ada@example.com>'],
  ['a quoted local part', '"ada"@example.com'],
  ['a comment', 'ada(work)@example.com'],
  ['an IP literal', 'ada@[127.0.0.1]'],
  ['a domain without a dot', 'ada@localhost'],
  ['a trailing dot', 'ada@example.com.'],
  ['two dots in a row', 'ada..lovelace@example.com'],
  ['a leading dot', '.ada@example.com'],
  ['two @', 'ada@evil.example@example.com'],
  ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
  ['an address over 254 characters', `ada@${'a'.repeat(250)}.com`],
  ['a NUL', 'ada\u0000@example.com'],
]
