#!/usr/bin/env node
// `pnpm bench`: runs every benchmark script in this folder, one after another.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv.slice(2)
const scripts = readdirSync(dir)
  .filter((file) => file.endsWith('.mjs') && file !== 'run.mjs')
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort()
let failed = 0
for (const file of scripts) {
  console.log(`\n# ${file}`)
  const result = spawnSync(process.execPath, [dir + file], { stdio: 'inherit' })
  if (result.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
