#!/usr/bin/env node
// `pnpm bench`: every benchmark, one after another. Sizes of the built packages live here
// (bench/); timings over the running local stack live with the stack (e2e/bench/).
// `pnpm bench <part of a name>…` runs only the matching ones.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dirs = ['.', '../e2e/bench/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)))
const only = process.argv.slice(2)
const scripts = dirs
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.mjs') && file !== 'run.mjs')
      .map((file) => ({ dir, file })),
  )
  .filter(({ file }) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort((a, b) => a.file.localeCompare(b.file))
let failed = 0
for (const { dir, file } of scripts) {
  console.log(`\n# ${file}`)
  const result = spawnSync(process.execPath, [dir + file], { stdio: 'inherit' })
  if (result.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
