// The licence rules of `pnpm check:licenses`: which SPDX licences a resolved package may
// carry, and which packages may not be in the tree at all (issue 12: nothing from
// `@reown/*`, nothing from the versioned `@walletconnect/*` 2.x family after 2.21.8, the
// last Apache-2.0 release).

/** SPDX ids allowed; `BSD-*` covers BSD-2-Clause, BSD-3-Clause and the other BSD variants. */
export const ALLOWED_LICENSES = [
  'MIT',
  'MIT-0',
  'Apache-2.0',
  'BSD-*',
  'ISC',
  'MPL-2.0',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
]

/** The versioned 2.x WalletConnect packages, capped at 2.21.8. */
export const WALLETCONNECT_CAPPED = [
  '@walletconnect/sign-client',
  '@walletconnect/core',
  '@walletconnect/types',
  '@walletconnect/utils',
  '@walletconnect/universal-provider',
]
export const WALLETCONNECT_MAX = '2.21.8'

const allowedId = (id) =>
  ALLOWED_LICENSES.some((allowed) =>
    allowed.endsWith('*') ? id.startsWith(allowed.slice(0, -1)) : id === allowed,
  )

/**
 * Whether an SPDX expression is acceptable: `A OR B` when either is, `A AND B` when
 * both are; parentheses group. Anything unparseable or missing is not acceptable.
 */
export function licenseAllowed(expression) {
  if (typeof expression !== 'string' || expression.trim() === '') return false
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? []
  let index = 0
  const parseOr = () => {
    let value = parseAnd()
    while (tokens[index] === 'OR') {
      index++
      const right = parseAnd()
      value = value || right
    }
    return value
  }
  const parseAnd = () => {
    let value = parseTerm()
    while (tokens[index] === 'AND') {
      index++
      const right = parseTerm()
      value = value && right
    }
    return value
  }
  const parseTerm = () => {
    const token = tokens[index++]
    if (token === '(') {
      const value = parseOr()
      if (tokens[index++] !== ')') throw new Error('unbalanced')
      return value
    }
    if (token === undefined || token === ')' || token === 'AND' || token === 'OR')
      throw new Error('unexpected')
    // `WITH` exceptions only ever widen what a licence allows.
    if (tokens[index] === 'WITH') index += 2
    return allowedId(token.replace(/\+$/, ''))
  }
  try {
    const value = parseOr()
    return index === tokens.length && value
  } catch {
    return false
  }
}

/** Why a package may not be in the tree at all, or null. */
export function forbiddenPackage(name, version) {
  if (name.startsWith('@reown/')) return `${name}@${version}: no @reown/* package is allowed`
  if (WALLETCONNECT_CAPPED.includes(name) && compareVersions(version, WALLETCONNECT_MAX) > 0)
    return `${name}@${version}: @walletconnect 2.x packages must stay at ${WALLETCONNECT_MAX} or below (later releases are not Apache-2.0)`
  return null
}

/** Compares x.y.z versions (a pre-release counts as its release). */
export function compareVersions(a, b) {
  const parts = (v) => v.split('-')[0].split('.').map(Number)
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** The licence a package.json declares: `license`, or the old `licenses` array joined by OR. */
export function declaredLicense(manifest) {
  if (typeof manifest.license === 'string') return manifest.license
  if (typeof manifest.license?.type === 'string') return manifest.license.type
  if (Array.isArray(manifest.licenses))
    return manifest.licenses
      .map((entry) => (typeof entry === 'string' ? entry : entry?.type))
      .filter(Boolean)
      .join(' OR ')
  return undefined
}
