/**
 * The files of the frame bundle, by the names the build gave them. scripts/buildFrame.ts
 * derives this manifest from esbuild's metafile and writes it to FRAME_ASSETS_FILE; the
 * /sdk route reads it to name the files in its document. The bundle itself is served
 * from public/ (FRAME_PUBLIC_PATH), content-hashed in production.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Metafile } from 'esbuild'
import { z } from 'zod'
import { packageRoot } from '../config/packageRoot'

export interface FrameAssets {
  /** The entry module: its URL path, e.g. /frame/main-2VT4O6BG.js. */
  script: string
  /** The chunks the entry imports statically: preloaded so they load in parallel. */
  preload: string[]
  /** All CSS of the entry and its lazy chunks, bundled into one file; null without CSS. */
  style: string | null
}

/** Where the bundle is served from (a folder of public/). */
export const FRAME_PUBLIC_PATH = '/frame'
/** Relative to the package root; outside public/ so it is never served or cached. */
export const FRAME_ASSETS_FILE = '.frame/assets.json'

const assetsSchema = z.object({
  script: z.string().startsWith(`${FRAME_PUBLIC_PATH}/`),
  preload: z.array(z.string().startsWith(`${FRAME_PUBLIC_PATH}/`)),
  style: z.string().startsWith(`${FRAME_PUBLIC_PATH}/`).nullable(),
})

/**
 * The manifest of one esbuild build. `outdir` is the folder served at FRAME_PUBLIC_PATH,
 * relative to the build's working directory as the metafile's paths are.
 */
export function assetsFromMetafile(metafile: Metafile, entry: string, outdir: string): FrameAssets {
  const outputs = Object.entries(metafile.outputs)
  const found = outputs.find(([, output]) => output.entryPoint === entry)
  if (!found) throw new Error(`The frame build has no output for its entry ${entry}`)
  const [script, output] = found
  const preload: string[] = []
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || preload.includes(imported.path)) continue
      preload.push(imported.path)
      visit(imported.path)
    }
  }
  visit(script)
  const url = (file: string) => {
    const relative = path.posix.relative(outdir, file)
    if (relative.startsWith('..'))
      throw new Error(`${file} is outside the frame's folder ${outdir}`)
    return `${FRAME_PUBLIC_PATH}/${relative}`
  }
  return {
    script: url(script),
    preload: preload.map(url),
    style: output.cssBundle ? url(output.cssBundle) : null,
  }
}

export function parseFrameAssets(text: string): FrameAssets {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${FRAME_ASSETS_FILE} is not valid JSON`)
  }
  const parsed = assetsSchema.safeParse(json)
  if (!parsed.success) throw new Error(`${FRAME_ASSETS_FILE} is not a frame manifest`)
  return parsed.data
}

let cached: FrameAssets | null = null

/** The built bundle's files; read once in production, on every call in development. */
export function frameAssets(root: string = packageRoot()): FrameAssets {
  if (cached) return cached
  let text: string
  try {
    text = readFileSync(path.join(root, FRAME_ASSETS_FILE), 'utf8')
  } catch {
    throw new Error(
      `The frame bundle is not built (${FRAME_ASSETS_FILE} is missing): run \`pnpm --filter @airlock/secure-site build\`, or \`dev\` for next dev`,
    )
  }
  const assets = parseFrameAssets(text)
  if (process.env.NODE_ENV === 'production') cached = assets
  return assets
}
