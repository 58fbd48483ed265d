/**
 * Copies the SDK's standalone build (sdk/dist/standalone: airlock.js and its hashed chunks,
 * sdk/standalone/build.mjs) into public/sdk/standalone/, so the site serves it to dapp pages
 * without a bundler at /sdk/standalone/airlock.js (its headers: staticHeaderRules and
 * next.config.ts). These files are for the dapp's page, never the frame. `pnpm build` runs it
 * before `next build`. Without an SDK build it copies nothing and says how to get one: the
 * site itself does not need the files.
 */
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { packageRoot } from '../src/server/config/packageRoot'

export const STANDALONE_SOURCE = '../sdk/dist/standalone'
export const STANDALONE_TARGET = 'public/sdk/standalone'

export function copyStandalone(root: string): boolean {
  const source = path.join(root, STANDALONE_SOURCE)
  const target = path.join(root, STANDALONE_TARGET)
  rmSync(target, { recursive: true, force: true })
  if (!existsSync(path.join(source, 'airlock.js'))) {
    console.warn(
      `[copyStandalone] ${STANDALONE_SOURCE}/airlock.js is missing: /sdk/standalone/ will answer 404 (build it with \`pnpm --filter @airlock/sdk build\`, then build the site again)`,
    )
    return false
  }
  cpSync(source, target, { recursive: true })
  return true
}

copyStandalone(packageRoot())
