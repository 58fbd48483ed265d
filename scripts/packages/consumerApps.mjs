// Throw-away dapps that install the packed tarballs as a developer would: the templates
// of e2e/consumers/<app> copied into a folder outside the workspace, as npm workspaces
// of one root so the registry packages (React, Vite, Next…) install once for all of
// them, then `npm install` with npm's plain defaults. Used by the consumer check
// (e2e/consumers) and bench/package-size.mjs.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT, run } from './packTarballs.mjs'

export const CONSUMER_TEMPLATES = join(REPO_ROOT, 'e2e/consumers')

/** npm, without what pnpm exports to the scripts it runs (npm_config_*…): npm's own defaults. */
export function npmEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  for (const key of Object.keys(env)) {
    if (/^npm_(config|package|lifecycle)_/i.test(key)) delete env[key]
  }
  return env
}

/**
 * Copies `apps` (template folder names) into `root`, points their `@airlock/*`
 * dependencies at `tarballs` (from packTarballs), and installs. Resolves to the
 * seconds npm took.
 */
export async function installConsumerApps(root, apps, tarballs) {
  const tarballOf = Object.fromEntries(tarballs.map(({ name, file }) => [name, `file:${file}`]))
  const direct = new Set()
  for (const app of apps) {
    cpSync(join(CONSUMER_TEMPLATES, app), join(root, app), { recursive: true })
    const manifestPath = join(root, app, 'package.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    for (const [name, spec] of Object.entries(tarballOf)) {
      if (!manifest.dependencies?.[name]) continue
      manifest.dependencies[name] = spec
      direct.add(name)
    }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  }
  const workspace = {
    name: 'airlock-consumers',
    private: true,
    workspaces: apps,
    // The SDK's tarball depends on @airlock/protocol by version: take that from its tarball
    // too (npm refuses an override of a direct dependency, so those are left out).
    overrides: Object.fromEntries(Object.entries(tarballOf).filter(([name]) => !direct.has(name))),
  }
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(workspace, null, 2)}\n`)
  const startedAt = performance.now()
  // --prefer-offline: npm's cache answers what it has; the registry is asked for the rest.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: root,
    env: npmEnv(),
  })
  return (performance.now() - startedAt) / 1000
}

/** `npm run build` in one installed app; resolves to the seconds it took. */
export async function buildConsumerApp(root, app) {
  const startedAt = performance.now()
  await run('npm', ['run', 'build', '--workspace', app], { cwd: root, env: npmEnv() })
  return (performance.now() - startedAt) / 1000
}
