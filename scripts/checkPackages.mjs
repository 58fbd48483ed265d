#!/usr/bin/env node
// `pnpm check:packages`: packs every published package as `pnpm publish` would and runs
// publint (strict: warnings fail) and Are the Types Wrong on each tarball. The packages
// are ESM only (STYLE.md), so attw judges the ESM resolutions (node16 from ESM, bundler):
// its `esm-only` profile. Prints each tarball's packed and unpacked bytes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packTarballs, REPO_ROOT, run } from './packages/packTarballs.mjs'

const bin = (name) => join(REPO_ROOT, 'node_modules/.bin', name)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

const destination = mkdtempSync(join(tmpdir(), 'airlock-pack-'))
let failed = 0
try {
  for (const tarball of await packTarballs(destination)) {
    console.log(
      `${tarball.name}@${tarball.version}: ${kb(tarball.packedBytes)} packed, ${kb(tarball.unpackedBytes)} unpacked`,
    )
    for (const [tool, args] of [
      ['publint', ['run', tarball.file, '--strict']],
      ['attw', [tarball.file, '--profile', 'esm-only', '--format', 'table-flipped']],
    ]) {
      try {
        await run(bin(tool), args)
        console.log(`  ${tool}: no problem`)
      } catch (error) {
        failed++
        console.error(
          `  ${tool} found problems:\n${error instanceof Error ? error.message : error}`,
        )
      }
    }
  }
} finally {
  rmSync(destination, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
