/**
 * Test harness: bundles an sdk entry as a page would (code splitting on) and says
 * which modules load with the page. Tests only; run them in the node environment.
 * Under the sdk's vitest config the build is made once per run and shared by every
 * test file (test-support/bundleGlobalSetup.ts); alone, this file builds it itself.
 */
import { build, type Metafile } from 'esbuild'
import { inject } from 'vitest'

type Output = Metafile['outputs'][string]
type OutputInput = Output['inputs'][string]

declare module 'vitest' {
  export interface ProvidedContext {
    bundleServerUrl: string
  }
}

export interface BundleGraph {
  outputs: Metafile['outputs']
  /** The entry's own chunk (every dynamic import is an entry point too; this is not one). */
  main: Output
  /** Every input in the entry chunk or in a chunk it imports statically, however deep. */
  eager: Map<string, OutputInput>
}

/** What a test may vary per entry; everything else is how a page bundles the sdk. */
export interface BundleOptions {
  jsx?: 'automatic'
  external?: string[]
}

async function metafileOf(entry: string, options: BundleOptions): Promise<Metafile> {
  const serverUrl = inject('bundleServerUrl')
  if (serverUrl) {
    const response = await fetch(serverUrl, {
      method: 'POST',
      body: JSON.stringify({ entry, ...options }),
    })
    if (!response.ok) throw new Error(await response.text())
    return (await response.json()) as Metafile
  }
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    ...options,
  })
  return metafile
}

/** `entry` is an absolute path, e.g. from `new URL('./index.ts', import.meta.url).pathname`. */
export async function bundleGraph(
  entry: string,
  options: BundleOptions = {},
): Promise<BundleGraph> {
  const { outputs } = await metafileOf(entry, options)
  // The metafile names entry points relative to the working directory.
  const main = Object.values(outputs).find(
    (output) => output.entryPoint !== undefined && entry.endsWith(`/${output.entryPoint}`),
  )
  if (!main) throw new Error(`no entry chunk for ${entry}`)
  const eager = new Map(Object.entries(main.inputs))
  const pending = main.imports.filter((item) => item.kind === 'import-statement')
  const seen = new Set<string>()
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next.path)) continue
    seen.add(next.path)
    const chunk = outputs[next.path]
    for (const [input, info] of Object.entries(chunk?.inputs ?? {})) eager.set(input, info)
    pending.push(...(chunk?.imports ?? []).filter((item) => item.kind === 'import-statement'))
  }
  return { outputs, main, eager }
}

/** Every module of the build, page start or lazy. */
export function allInputs(graph: BundleGraph): string[] {
  return [...new Set(Object.values(graph.outputs).flatMap((output) => Object.keys(output.inputs)))]
}

/**
 * The page-start modules (with bytes in the output) that any of `patterns` matches. Throws
 * when one of them matches no module of the whole build: a pattern gone stale (a renamed
 * file, a moved folder) would otherwise pass a "none of this at page start" check vacuously.
 * Give one pattern per file or package, so each is checked.
 */
export function eagerMatching(graph: BundleGraph, patterns: RegExp[]): string[] {
  const inputs = allInputs(graph)
  for (const pattern of patterns)
    if (!inputs.some((input) => pattern.test(input)))
      throw new Error(`no module of the build matches ${pattern}: the check would pass vacuously`)
  return [...graph.eager]
    .filter(
      ([input, { bytesInOutput }]) =>
        bytesInOutput > 0 && patterns.some((pattern) => pattern.test(input)),
    )
    .map(([input]) => input)
}
