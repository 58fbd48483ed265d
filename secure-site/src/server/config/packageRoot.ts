import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_NAME = '@airlock/secure-site'

function findUp(start: string): string | undefined {
  let dir = start
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }
        if (name === PACKAGE_NAME) return dir
      } catch {
        // An unreadable manifest is simply not ours; keep walking.
      }
    }
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/**
 * The secure-site package folder. Found from this file first (tsx, vitest, scripts);
 * a bundler may move this file into `.next/`, so the working directory is tried next.
 */
export function packageRoot(cwd: string = process.cwd()): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return findUp(here) ?? findUp(cwd) ?? cwd
}
