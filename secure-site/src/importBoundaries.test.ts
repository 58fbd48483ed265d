/**
 * The package's layers, held by reading every import on disk (issue 24 §1):
 * - the server layer and everything else under src/ never import Next's entry files
 *   (app/**, proxy.ts): routes call the server layer, not the other way round, so the
 *   fast path (server/fastApi/) and the route files share handlers from the server layer;
 * - the frame's code (src/frame/, bundled for the browser) never imports src/server/:
 *   what both sides need lives in src/shared/. Frame tests may read the server's page
 *   (frameHtml) to boot from it: they run in Node, never in the bundle;
 * - src/shared/ imports neither side (its tests may, to check the server's errors).
 * Relative imports, `@server/*` and `@shared/*` (tsconfig.json paths), dynamic imports,
 * re-exports and vi.mock paths are all read.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts)$/
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bimportActual\(\s*)'([^']+)'/g
const ALIASES: Record<string, string> = { '@server/': 'src/server/', '@shared/': 'src/shared/' }

/** The package-relative path an import names, or null for a package import. */
function importTarget(fromFile: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length)
  }
  if (!specifier.startsWith('.')) return null
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
}

function importsOf(fromFile: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => importTarget(fromFile, match[1] ?? ''))
    .filter((target): target is string => target !== null)
}

interface Rule {
  name: string
  /** Whether the rule applies to this package-relative file. */
  applies: (file: string) => boolean
  /** Whether an import of this package-relative path breaks the rule. */
  refuses: (target: string) => boolean
}

const isTest = (file: string) => /\.(test|testing|fake)\.tsx?$/.test(file)
const isNextEntry = (target: string) =>
  target === 'app' || target.startsWith('app/') || target === 'proxy' || target === 'proxy.ts'

const RULES: Rule[] = [
  {
    name: 'src/ never imports app/ or proxy.ts',
    applies: (file) => file.startsWith('src/'),
    refuses: isNextEntry,
  },
  {
    name: 'the frame never imports src/server/',
    applies: (file) => file.startsWith('src/frame/') && !isTest(file),
    refuses: (target) => target.startsWith('src/server/'),
  },
  {
    name: 'src/shared/ imports neither the frame nor the server',
    applies: (file) => file.startsWith('src/shared/') && !isTest(file),
    refuses: (target) => target.startsWith('src/server/') || target.startsWith('src/frame/'),
  },
]

/** Every broken rule in these files (package-relative path → text), as `file → target (rule)`. */
function violations(files: ReadonlyMap<string, string>, rules: Rule[] = RULES): string[] {
  const found: string[] = []
  for (const [file, text] of files) {
    for (const rule of rules) {
      if (!rule.applies(file)) continue
      for (const target of importsOf(file, text)) {
        if (rule.refuses(target)) found.push(`${file} → ${target} (${rule.name})`)
      }
    }
  }
  return found
}

function packageFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!SOURCE.test(entry)) continue
    const file = `src/${entry.split(path.sep).join('/')}`
    files.set(file, readFileSync(path.join(ROOT, file), 'utf8'))
  }
  return files
}

describe('import boundaries', () => {
  it('holds in the package', () => {
    const files = packageFiles()
    expect(files.size).toBeGreaterThan(300)
    expect(violations(files)).toEqual([])
  })

  it('finds each kind of breach', () => {
    const files = new Map([
      ['src/server/fastApi/x.ts', "import { POST } from '../../../app/api/wallet/rpc/route'"],
      ['src/server/y.test.ts', "vi.mock('../../proxy', () => ({}))"],
      ['src/frame/handlers/z.ts', "const m = await import('../../server/errors')"],
      ['src/frame/w.ts', "export { ServerError } from '@server/errors'"],
      ['src/shared/v.ts', "import type { FrameContext } from '../frame/frameContext'"],
      ['src/frame/boot.test.ts', "import { frameHtml } from '../server/frame/frameHtml'"],
      ['src/frame/ok.ts', "import { ServerMessages } from '@shared/serverMessages'"],
      ['app/api/user/route.ts', "import { currentUser } from '@server/usecases/account/user'"],
    ])
    expect(violations(files)).toEqual([
      'src/server/fastApi/x.ts → app/api/wallet/rpc/route (src/ never imports app/ or proxy.ts)',
      'src/server/y.test.ts → proxy (src/ never imports app/ or proxy.ts)',
      'src/frame/handlers/z.ts → src/server/errors (the frame never imports src/server/)',
      'src/frame/w.ts → src/server/errors (the frame never imports src/server/)',
      'src/shared/v.ts → src/frame/frameContext (src/shared/ imports neither the frame nor the server)',
    ])
  })
})
