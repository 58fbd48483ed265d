/**
 * Builds the SDK's standalone ES module build (sdk/standalone/build.mjs: airlock.js and its
 * content-hashed chunks) into public/sdk/standalone/, so the site serves it to dapp pages
 * without a bundler at /sdk/standalone/airlock.js (its headers: staticHeaderRules and
 * next.config.ts). These files run in the dapp's page, never in the frame. `pnpm build` runs
 * it before `next build`; built from the SDK's sources (a few seconds), not from its dist/, so
 * the site never serves a stale copy. A checkout without sdk/ (the site alone) serves none.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { packageRoot } from '../src/server/config/packageRoot'

export const STANDALONE_BUILD = '../sdk/standalone/build.mjs'
export const STANDALONE_TARGET = 'public/sdk/standalone'

const root = packageRoot()
const target = path.join(root, STANDALONE_TARGET)
rmSync(target, { recursive: true, force: true })
const script = path.join(root, STANDALONE_BUILD)
if (existsSync(script)) {
  execFileSync(process.execPath, [script, '--out-dir', target], { stdio: 'inherit' })
} else {
  console.warn(
    `[buildStandalone] ${STANDALONE_BUILD} is missing (the site without the SDK's sources): /sdk/standalone/ will answer 404`,
  )
}
