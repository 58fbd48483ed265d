import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { assetsFromMetafile, FRAME_ASSETS_FILE, frameAssets, parseFrameAssets } from './frameAssets'

const dir = mkdtempSync(path.join(tmpdir(), 'airlock-frame-assets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A real esbuild build shaped like the frame's: an entry, a shared module, a lazy chunk, CSS. */
async function buildSample(): Promise<esbuild.Metafile> {
  const files: Record<string, string> = {
    'main.ts': `import './page.css'\nimport { shared } from './shared'\nshared('main')\nvoid import('./ui').then((ui) => ui.mount())`,
    'ui.ts': `import './ui.css'\nimport { shared } from './shared'\nexport function mount() { shared('ui') }`,
    'shared.ts': `export function shared(name: string) { document.title = name }`,
    'page.css': 'body { margin: 0 }',
    'ui.css': '.card { color: red }',
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['main.ts'],
    outdir: 'public/frame',
    bundle: true,
    splitting: true,
    format: 'esm',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: false,
    logLevel: 'silent',
  })
  return result.metafile
}

describe('assetsFromMetafile', () => {
  it('names the entry, the chunks it imports statically and its one CSS bundle', async () => {
    const metafile = await buildSample()
    const assets = assetsFromMetafile(metafile, 'main.ts', 'public/frame')
    expect(assets.script).toMatch(/^\/frame\/main-[A-Z0-9]{8}\.js$/)
    expect(assets.style).toMatch(/^\/frame\/main-[A-Z0-9]{8}\.css$/)
    // The shared module is a chunk of its own, imported statically: preloaded.
    expect(assets.preload).toHaveLength(1)
    expect(assets.preload[0]).toMatch(/^\/frame\/chunk-[A-Z0-9]{8}\.js$/)
    // The lazy chunk is not: it is fetched when the entry asks for it.
    const lazy = Object.keys(metafile.outputs).find(
      (file) => metafile.outputs[file]?.entryPoint === 'ui.ts' && file.endsWith('.js'),
    )
    expect(lazy).toBeDefined()
    const lazyUrl = `/frame/${path.posix.basename(lazy ?? '')}`
    expect([assets.script, ...assets.preload]).not.toContain(lazyUrl)
    // Both stylesheets are in the entry's CSS bundle.
    const css = Object.entries(metafile.outputs).find(
      ([file]) => `/frame/${path.posix.basename(file)}` === assets.style,
    )
    expect(Object.keys(css?.[1].inputs ?? {}).sort()).toEqual(['page.css', 'ui.css'])
  })

  it('says when the entry is not in the build', async () => {
    const metafile = await buildSample()
    expect(() => assetsFromMetafile(metafile, 'other.ts', 'public/frame')).toThrow(
      'The frame build has no output for its entry other.ts',
    )
  })
})

describe('reading the manifest', () => {
  it('parses a manifest and refuses anything else', () => {
    const assets = { script: '/frame/main.js', preload: [], style: null }
    expect(parseFrameAssets(JSON.stringify(assets))).toEqual(assets)
    expect(() => parseFrameAssets('{')).toThrow(`${FRAME_ASSETS_FILE} is not valid JSON`)
    expect(() =>
      parseFrameAssets(JSON.stringify({ ...assets, script: 'https://cdn.example/main.js' })),
    ).toThrow(`${FRAME_ASSETS_FILE} is not a frame manifest`)
  })

  it('says how to build the bundle when the manifest is missing', () => {
    expect(() => frameAssets(path.join(dir, 'nowhere'))).toThrow(
      'The frame bundle is not built (.frame/assets.json is missing): run `pnpm --filter @airlock/secure-site build`, or `dev` for next dev',
    )
  })
})

describe('next.config', () => {
  it('ships the manifest with the /sdk function, from the place the route reads it', async () => {
    const { default: nextConfig, FRAME_MANIFEST } = await import('../../../next.config')
    expect(FRAME_MANIFEST).toBe(FRAME_ASSETS_FILE)
    const config = nextConfig('phase-production-server')
    expect(config.outputFileTracingIncludes).toEqual({ '/sdk': [`./${FRAME_ASSETS_FILE}`] })
  })

  it('refuses to build the site without the frame bundle, saying how', async () => {
    const { assertFrameBuilt } = await import('../../../next.config')
    expect(() => assertFrameBuilt(path.join(dir, 'nowhere'))).toThrow(
      "The frame bundle is not built (.frame/assets.json is missing): build with the package's `build` script (scripts/buildFrame.ts, then next build), not next build alone",
    )
    const built = path.join(dir, 'built')
    mkdirSync(path.join(built, '.frame'), { recursive: true })
    writeFileSync(path.join(built, FRAME_ASSETS_FILE), '{}')
    expect(() => assertFrameBuilt(built)).not.toThrow()
  })
})
