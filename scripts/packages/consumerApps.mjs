// Throw-away dapps that install the packed tarballs as a developer would: the templates
// of e2e/consumers/<app> copied into a folder outside the workspace, as npm workspaces
// of one root so the registry packages (React, Vite, Next…) install once for all of
// them, then `npm install` with npm's plain defaults. Used by the consumer check
// (e2e/consumers) and bench/package-size.mjs.
//
// An app's sources are, in part, the code blocks of sdk/README.md: its `consumer.json` names
// which block goes to which file, which README install lines its dependencies are (checked
// both ways), and optionally another template whose files it shares. The README installs the
// tarballs of `pnpm release:pack` by path, both in one `npm install`: an app depends on each
// as a `file:` dependency, as that command leaves it, and the paths must name the files the
// release wrote.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { REPO_ROOT, run } from './packTarballs.mjs'
import { installedPackages, installedTarballs, readSnippets, snippet } from './readmeSnippets.mjs'

export const CONSUMER_TEMPLATES = join(REPO_ROOT, 'e2e/consumers')
export const SDK_README = join(REPO_ROOT, 'sdk/README.md')

/** The template's own files, not what the app is made of. */
const NOT_COPIED = new Set(['consumer.json'])

/**
 * Copies template `app` (and the template its consumer.json shares files from, its own files
 * winning) into `root`, writes the README blocks it names, and checks that its dependencies
 * are exactly the packages of the README install lines it names.
 */
function prepareConsumerApp(root, app, snippets, tarballs) {
  const template = join(CONSUMER_TEMPLATES, app)
  const configPath = join(template, 'consumer.json')
  const config = existsSync(configPath) ? JSON.parse(readFileSync(configPath, 'utf8')) : {}
  const copy = (from) =>
    cpSync(from, join(root, app), {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(basename(source)),
    })
  if (config.sharesFilesOf) copy(join(CONSUMER_TEMPLATES, config.sharesFilesOf))
  copy(template)
  for (const [file, name] of Object.entries(config.snippets ?? {})) {
    const target = join(root, app, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, snippet(snippets, name))
  }
  const manifest = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8'))
  const lines = (config.installLines ?? []).map((name) => snippet(snippets, name))
  for (const path of lines.flatMap(installedTarballs)) checkTarballPath(path, tarballs)
  const installed = new Set(lines.flatMap((line) => installedPackages(line, tarballs)))
  if (installed.size === 0) return manifest
  // What the app's own scaffold brings (Next.js), not the README's business.
  for (const name of config.scaffoldDependencies ?? []) installed.add(name)
  const dependencies = Object.keys(manifest.dependencies ?? {})
  const missing = [...installed].filter((name) => !dependencies.includes(name))
  const extra = dependencies.filter((name) => !installed.has(name))
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `consumer app ${app}: its dependencies are not the README's install lines (${config.installLines.join(', ')}): ` +
        `missing ${missing.join(', ') || 'none'}; not in the README ${extra.join(', ') || 'none'}`,
    )
  return manifest
}

/** A README tarball path names a file `pnpm release:pack` wrote, in its `release/` folder. */
function checkTarballPath(path, tarballs) {
  const written = tarballs.map(({ file }) => basename(file))
  if (basename(dirname(path)) !== 'release' || !written.includes(basename(path)))
    throw new Error(
      `sdk/README.md installs ${path}, but pnpm release:pack writes release/${written.join(', release/')}`,
    )
}

/** npm, without what pnpm exports to the scripts it runs (npm_config_*…): npm's own defaults. */
export function npmEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  for (const key of Object.keys(env)) {
    if (/^npm_(config|package|lifecycle)_/i.test(key)) delete env[key]
  }
  return env
}

/**
 * Copies `apps` (template folder names) into `root` with their README blocks, points their `@airlock/*`
 * dependencies at `tarballs` (from packTarballs), and installs. Resolves to the
 * seconds npm took.
 */
export async function installConsumerApps(root, apps, tarballs) {
  const tarballOf = Object.fromEntries(tarballs.map(({ name, file }) => [name, `file:${file}`]))
  const direct = new Set()
  const snippets = readSnippets(readFileSync(SDK_README, 'utf8'))
  for (const app of apps) {
    const manifest = prepareConsumerApp(root, app, snippets, tarballs)
    const manifestPath = join(root, app, 'package.json')
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
