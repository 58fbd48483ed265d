#!/usr/bin/env node
// `pnpm check:licenses` (run by `pnpm lint`): every package the lockfile resolves, read
// from its installed package.json, must carry a licence licenses/licenseRules.mjs allows,
// and none may be a forbidden package (@reown/*, @walletconnect 2.x above 2.21.8).
// Packages pnpm skipped for another OS or CPU are listed as unchecked, not passed.
// (`pnpm licenses ls` would do the walk, but it needs the store's index files, which a
// pruned store lacks; the lockfile and node_modules/.pnpm are what an install leaves.)
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LICENSE_EXCEPTIONS } from './licenses/licenseExceptions.mjs'
import { declaredLicense, forbiddenPackage, licenseAllowed } from './licenses/licenseRules.mjs'

const root = fileURLToPath(new URL('../', import.meta.url))
const lockfile = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')
const store = join(root, 'node_modules/.pnpm')
const storeDirs = readdirSync(store)

/**
 * name@version → whether pnpm may leave it out: restricted to some OS or CPU in
 * `packages:`, or `optional: true` in `snapshots:` (e.g. a newer jsdom for Node 22).
 */
function lockedPackages() {
  const [, rest = ''] = lockfile.split(/^packages:\s*$/m)
  const [packagesSection = '', snapshotsSection = ''] = rest.split(/^snapshots:\s*$/m)
  const packages = new Map()
  const scan = (section, skippable, normalize) => {
    let current = null
    for (const line of section.split('\n')) {
      const key = /^ {2}(?! )'?(.+?)'?:(\s*\{\})?\s*$/.exec(line)
      if (key?.[1]) {
        current = normalize(key[1])
        if (!packages.has(current)) packages.set(current, false)
      } else if (current && skippable.test(line)) packages.set(current, true)
    }
  }
  scan(packagesSection, /^ {4}(os|cpu|libc):/, (key) => key)
  // A snapshot key carries its peers in parentheses: jsdom@31.0.1(@noble/hashes@2.4.0).
  scan(snapshotsSection, /^ {4}optional: true/, (key) => key.replace(/\(.*$/, ''))
  return packages
}

function manifestOf(name, version) {
  const prefix = `${name.replace('/', '+')}@${version}`
  const dir = storeDirs.find((entry) => entry === prefix || entry.startsWith(`${prefix}_`))
  if (!dir) return null
  return JSON.parse(readFileSync(join(store, dir, 'node_modules', name, 'package.json'), 'utf8'))
}

const problems = []
const excepted = []
const unchecked = []
let checked = 0
for (const [key, platformOnly] of lockedPackages()) {
  const at = key.lastIndexOf('@')
  const [name, version] = [key.slice(0, at), key.slice(at + 1)]
  const forbidden = forbiddenPackage(name, version)
  if (forbidden) problems.push(forbidden)
  const manifest = manifestOf(name, version)
  if (!manifest) {
    if (platformOnly) unchecked.push(key)
    else problems.push(`${key}: not installed; run pnpm install`)
    continue
  }
  checked++
  const license = declaredLicense(manifest)
  if (licenseAllowed(license)) continue
  if (LICENSE_EXCEPTIONS[key]) excepted.push(`${key}: ${LICENSE_EXCEPTIONS[key]}`)
  else problems.push(`${key}: licence ${license ?? '(none declared)'}`)
}

console.log(
  `licences: ${checked} packages checked; ${unchecked.length} optional or for other platforms, not installed`,
)
if (excepted.length > 0)
  console.log(
    `licences: allowed by exception (scripts/licenses/licenseExceptions.mjs):\n  ${excepted.join('\n  ')}`,
  )
if (problems.length > 0) {
  console.error(`licences: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
