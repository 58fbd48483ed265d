// The published packages as a dapp gets them: `pnpm pack` of each (publishConfig applied),
// built first when dist/ is missing or older than its sources. Used by `pnpm check:packages`,
// the consumer apps' check (e2e/consumers) and bench/package-size.mjs.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The published packages, each before the ones that depend on it, with what their build writes. */
export const PACKAGES = [
  { name: '@airlock/protocol', dir: 'shared-protocol', built: ['dist/index.js'] },
  // The standalone build (sdk/standalone/build.mjs) too: a dist/ from before it is stale.
  { name: '@airlock/sdk', dir: 'sdk', built: ['dist/index.js', 'dist/standalone/airlock.js'] },
]

/** What dist/ is built from (tests never reach it: editing one costs no rebuild). */
const BUILD_INPUTS = [
  'src',
  'standalone',
  'tsdown.config.ts',
  'tsconfig.json',
  '../tsconfig.base.json',
]
const NOT_BUILT_FROM = /(\.test\.tsx?$|\/testing\/|\.fake\.ts$)/

function newestMtime(path) {
  if (NOT_BUILT_FROM.test(path)) return 0
  const info = statSync(path, { throwIfNoEntry: false })
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))))
}

/** Why `dir`'s dist/ needs a build, or null when it is newer than every input. */
export function distStaleReason(dir) {
  const root = join(REPO_ROOT, dir)
  const outputs = PACKAGES.find((entry) => entry.dir === dir)?.built ?? ['dist/index.js']
  let oldest = Number.POSITIVE_INFINITY
  for (const output of outputs) {
    const built = statSync(join(root, output), { throwIfNoEntry: false })
    if (!built) return `${dir}/${output} is missing`
    oldest = Math.min(oldest, built.mtimeMs)
  }
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(root, input))))
  return newest > oldest ? `${dir} changed after its last build` : null
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const output = []
    const child = spawn(command, args, { cwd: REPO_ROOT, ...options, stdio: 'pipe' })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString()
      if (code === 0) resolve(text)
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${text}`))
    })
  })
}

/** Bytes of the files in a .tgz, unpacked (regular files of its tar, headers excluded). */
export function unpackedBytes(tarball) {
  const tar = gunzipSync(readFileSync(tarball))
  let total = 0
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const size = Number.parseInt(header.subarray(124, 136).toString().replace(/\0.*$/, ''), 8) || 0
    const type = String.fromCharCode(header[156] ?? 0)
    if (type === '0' || type === '\0') total += size
    offset += 512 + Math.ceil(size / 512) * 512
  }
  return total
}

/**
 * Builds what is stale, then packs every package into `destination`. Returns, in
 * PACKAGES order, each package's name, version, tarball path and its packed and
 * unpacked bytes.
 */
export async function packTarballs(destination, { log = console.log } = {}) {
  for (const { name, dir } of PACKAGES) {
    const reason = distStaleReason(dir)
    if (reason) {
      log(`[pack] ${reason}: building ${name}`)
      await run('pnpm', ['--filter', name, 'build'])
    }
    // The build ran above only when needed; pack's own prepack would always rebuild.
    await run('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', destination], {
      cwd: join(REPO_ROOT, dir),
    })
  }
  return packedTarballs(destination)
}

/** The tarballs of every package's current version in `destination` (packed there before). */
export function packedTarballs(destination) {
  return PACKAGES.map(({ name, dir }) => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8'))
    const file = join(destination, `${name.slice(1).replace('/', '-')}-${version}.tgz`)
    return {
      name,
      version,
      file,
      packedBytes: statSync(file).size,
      unpackedBytes: unpackedBytes(file),
    }
  })
}
