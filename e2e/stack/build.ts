import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** `next build` writes BUILD_ID last, so its time is the time of a finished build. */
export const SECURE_SITE_BUILD_ID = join(REPO_ROOT, 'secure-site/.next/BUILD_ID')
export const DAPP_DIST = join(REPO_ROOT, 'sdk/examples/react/dist')
export const WAGMI_DAPP_DIST = join(REPO_ROOT, 'sdk/examples/wagmi/dist')

export interface BuildTarget {
  name: string
  /** A file the build writes at its end: missing or older than a source means "build". */
  output: string
  /** Files and folders (walked) whose changes the output depends on. */
  sources: string[]
  command: string
  args: string[]
}

const protocolSources = ['shared-protocol/src', 'shared-protocol/package.json']

export const buildTargets: readonly BuildTarget[] = [
  {
    name: 'secure site',
    output: SECURE_SITE_BUILD_ID,
    sources: [
      'secure-site/app',
      'secure-site/src',
      'secure-site/proxy.ts',
      'secure-site/next.config.ts',
      // The frame bundle's build (esbuild), run by the secure site's `build` before next build.
      'secure-site/scripts/buildFrame.ts',
      // The hot API routes' bundle (esbuild), likewise.
      'secure-site/scripts/buildFastApi.ts',
      // The SDK's standalone build it serves at /sdk/standalone/ (sdk/src left out: every SDK
      // change would rebuild the site; a spec that needs it fresh rebuilds the site by hand).
      'secure-site/scripts/buildStandalone.ts',
      'sdk/standalone',
      'secure-site/package.json',
      'secure-site/tsconfig.json',
      'secure-site/tsconfig.next.json',
      ...protocolSources,
    ],
    command: 'pnpm',
    args: ['--filter', '@airlock/secure-site', 'build'],
  },
  {
    name: 'example dapp',
    output: join(DAPP_DIST, 'index.html'),
    sources: [
      'sdk/src',
      'sdk/package.json',
      'sdk/examples/react/src',
      'sdk/examples/shared',
      'sdk/examples/react/index.html',
      'sdk/examples/react/vite.config.ts',
      ...protocolSources,
    ],
    command: 'pnpm',
    args: ['--filter', '@airlock/sdk', 'build:example'],
  },
  {
    name: 'wagmi example',
    output: join(WAGMI_DAPP_DIST, 'index.html'),
    sources: [
      'sdk/src',
      'sdk/package.json',
      'sdk/examples/wagmi/src',
      // It reads airlock.config.json with the React example's code.
      'sdk/examples/react/src',
      'sdk/examples/shared',
      'sdk/examples/wagmi/index.html',
      'sdk/examples/wagmi/vite.config.ts',
      ...protocolSources,
    ],
    command: 'pnpm',
    args: ['--filter', '@airlock/sdk', 'build:wagmi-example'],
  },
]

/** Unit tests and test helpers never reach a bundle: editing them must not cost a rebuild. */
const IGNORED = /(\.test\.tsx?$|\/testing\/|\/node_modules\/|\/\.next\/|\/dist\/)/

/** The newest modification time under `paths` (absolute, or relative to the repo root). */
export function newestSource(paths: readonly string[]): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null
  const visit = (path: string) => {
    if (IGNORED.test(path)) return
    const info = statSync(path, { throwIfNoEntry: false })
    if (!info) return
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry))
    } else if (!newest || info.mtimeMs > newest.mtimeMs) {
      newest = { file: path, mtimeMs: info.mtimeMs }
    }
  }
  for (const path of paths) visit(isAbsolute(path) ? path : join(REPO_ROOT, path))
  return newest
}

/** Why `target` needs a build, or null when its output is up to date. */
export function staleReason(target: BuildTarget): string | null {
  if (!existsSync(target.output)) return `${relative(REPO_ROOT, target.output)} is missing`
  const built = statSync(target.output).mtimeMs
  const newest = newestSource(target.sources)
  if (newest && newest.mtimeMs > built) {
    return `${relative(REPO_ROOT, newest.file)} changed after the last build`
  }
  return null
}

export interface EnsureBuiltOptions {
  /** Progress lines; default console.log. */
  log?: (line: string) => void
  /** Default: process.env.AIRLOCK_SKIP_BUILD === '1'. */
  skip?: boolean
}

/**
 * Builds the secure site and the example dapps when their outputs are missing or older
 * than their sources, one after the other (each build takes both cores on CI).
 */
export async function ensureBuilt(options: EnsureBuiltOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line))
  if (options.skip ?? process.env.AIRLOCK_SKIP_BUILD === '1') {
    log('[build] AIRLOCK_SKIP_BUILD=1: using the existing builds as they are')
    return
  }
  for (const target of buildTargets) {
    const reason = staleReason(target)
    if (reason === null) continue
    log(`[build] ${target.name}: ${reason}; running ${[target.command, ...target.args].join(' ')}`)
    const startedAt = performance.now()
    await run(target)
    log(`[build] ${target.name} built in ${Math.round((performance.now() - startedAt) / 1000)} s`)
  }
}

function run(target: BuildTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: string[] = []
    const child = spawn(target.command, target.args, {
      cwd: REPO_ROOT,
      // NODE_ENV from a test runner would make `next build` produce a broken build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'))
      if (output.length > 400) output.shift()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', (error) => reject(new Error(`${target.name} build: ${error.message}`)))
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve()
      const tail = output.join('').split('\n').slice(-40).join('\n')
      reject(new Error(`${target.name} build failed (${signal ?? `exit ${code}`}):\n${tail}`))
    })
  })
}
