// A private copy of the example dapp's build, served beside the stack's own: others in the
// same checkout rebuild sdk/examples/react/dist while a bench runs (e2e global setup does),
// and one bench must measure one build. Vite's manifest names each chunk by its source.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadTs } from './loadTs.mjs'

const MANIFEST = '.vite/manifest.json'
const ATTEMPTS = 12
const RETRY_MS = 5_000

/** The manifest's chunk files, if `dir` holds a whole build (a rebuild empties dist/ first). */
function completeBuild(dir) {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'))
    const files = Object.values(manifest).map((chunk) => chunk.file)
    if (!existsSync(join(dir, 'index.html')) || files.some((file) => !existsSync(join(dir, file))))
      return null
    return manifest
  } catch {
    return null
  }
}

/** Copies the dapp build to a temp folder, retrying while another process is rebuilding it. */
async function copyBuild(dist) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const copy = mkdtempSync(join(tmpdir(), 'airlock-bench-dapp-'))
    const builtAt = existsSync(join(dist, 'index.html'))
      ? statSync(join(dist, 'index.html')).mtime
      : null
    try {
      cpSync(dist, copy, { recursive: true })
    } catch {
      // Files vanished mid-copy: a rebuild started; try again below.
    }
    const manifest = completeBuild(copy)
    if (manifest && builtAt) return { dir: copy, manifest, builtAt }
    rmSync(copy, { recursive: true, force: true })
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
  throw new Error(`${dist} never held a whole build; is someone rebuilding it in a loop?`)
}

/**
 * Serves a copy of the stack's dapp build with the stack dapp's config on 127.0.0.1 (any
 * port is an allowed origin of the secure site). `label(url)` names a script of the build.
 */
export async function serveDappSnapshot(dapp) {
  const { DAPP_DIST } = await loadTs('stack/build.ts')
  const { startStaticServer } = await loadTs('stack/staticServer.ts')
  const { dir, manifest, builtAt } = await copyBuild(DAPP_DIST)
  let server
  try {
    server = await startStaticServer({
      root: dir,
      host: '127.0.0.1',
      files: { '/airlock.config.json': `${JSON.stringify(dapp.config, null, 2)}\n` },
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const names = new Map()
  for (const chunk of Object.values(manifest)) {
    names.set(`/${chunk.file}`, chunk.src ? shortSource(chunk.src) : `${chunk.name} (shared)`)
  }
  return {
    url: server.url,
    builtAt,
    /** What the build says a script is: its source module, or a shared chunk's name. */
    label(url) {
      const { pathname } = new URL(url)
      return names.get(pathname) ?? pathname
    },
    async stop() {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** '../../src/react/features/swap/SwapView.tsx' → 'react/features/swap/SwapView.tsx'; a package → 'viem/…/ccip.js'. */
function shortSource(src) {
  const local = src.match(/(?:^|\/)src\/(.+)$/)
  if (local && !src.includes('node_modules')) return local[1]
  const pkg = src.match(/node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)\/.*?([^/]+)$/)
  return pkg ? `${pkg[1]}/…/${pkg[2]}` : src
}
