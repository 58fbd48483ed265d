import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What React 19 has and React 18.2 does not, as the SDK's code would use it. The SDK's peer
 * is `react ^18.2.0 || ^19.0.0` while its tests run on React 19, where these work: a
 * production build on React 18 fails only at run time (an import that is undefined, a `ref`
 * that never arrives), so the source is read for them instead.
 */
const REACT_19_EXPORTS: Record<string, readonly string[]> = {
  react: ['use', 'useActionState', 'useOptimistic', 'useEffectEvent', 'Activity'],
  'react-dom': [
    'useFormStatus',
    'requestFormReset',
    'preload',
    'preinit',
    'preconnect',
    'prefetchDNS',
  ],
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(react|react-dom)'/g
// `ref` declared as a prop: React 18 passes no `ref` to a function component.
const REF_PROP = /^\s*ref\??:\s*/m
// A context rendered as its own provider (`<SomeContext value=…>`).
const CONTEXT_AS_PROVIDER = /<(\w+Context)\s+value=/

/** The React-19-only uses in one file's source, each as a sentence naming it. */
export function react19Uses(source: string): string[] {
  const uses: string[] = []
  for (const [, names = '', from = ''] of source.matchAll(IMPORT)) {
    for (const name of names.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim())) {
      if (REACT_19_EXPORTS[from]?.includes(name))
        uses.push(`imports ${name} from ${from} (React 19)`)
    }
  }
  if (REF_PROP.test(source))
    uses.push(
      'declares a `ref` prop (React 18 passes none to a function component: name it fooRef)',
    )
  const provider = CONTEXT_AS_PROVIDER.exec(source)?.[1]
  if (provider)
    uses.push(`renders <${provider}> as a provider (React 18 needs ${provider}.Provider)`)
  return uses
}

/** Every source file (tests and test doubles left out) under `dirs` of `root`, with its uses. */
export function react19UsesUnder(root: string, dirs: readonly string[]): string[] {
  const found: string[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') visit(path)
        continue
      }
      if (!/\.tsx?$/.test(entry.name) || /\.(test|fake)\.tsx?$|Harness\.tsx?$/.test(entry.name))
        continue
      for (const use of react19Uses(readFileSync(path, 'utf8')))
        found.push(`${relative(root, path)}: ${use}`)
    }
  }
  for (const dir of dirs) visit(join(root, dir))
  return found
}
