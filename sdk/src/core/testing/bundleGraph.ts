/**
 * Test harness: bundles an sdk entry as a page would (code splitting on) and says
 * which modules load with the page. Tests only; run them in the node environment.
 */
import { type BuildOptions, build, type Metafile } from 'esbuild'

type Output = Metafile['outputs'][string]
type OutputInput = Output['inputs'][string]

export interface BundleGraph {
  outputs: Metafile['outputs']
  /** The entry's own chunk (every dynamic import is an entry point too; this is not one). */
  main: Output
  /** Every input in the entry chunk or in a chunk it imports statically, however deep. */
  eager: Map<string, OutputInput>
}

/** `entry` is an absolute path, e.g. from `new URL('./index.ts', import.meta.url).pathname`. */
export async function bundleGraph(
  entry: string,
  options: Pick<BuildOptions, 'jsx' | 'external'> = {},
): Promise<BundleGraph> {
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
  const { outputs } = metafile
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
