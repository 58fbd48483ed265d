import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cyclesFrom, hopsFrom, importsOf } from './importGraph'

/** A throwaway source tree: path → text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('the import graph', () => {
  it('reads static, re-export, side-effect and dynamic imports, and leaves type-only ones out', () => {
    const root = tree({
      'entry.ts': [
        "import { a } from './a'",
        "import type { T } from './types'",
        "export type { U } from './types'",
        "export { b } from './b'",
        "import './styles'",
        'const lazy = () => import("./lazy/index")',
        "import {\n  c,\n  type D,\n} from './c'",
      ].join('\n'),
      'a.ts': '',
      'b.ts': '',
      'c.ts': '',
      'styles.ts': '',
      'types.ts': '',
      'lazy/index.ts': '',
    })
    const imports = importsOf(join(root, 'entry.ts'))
    expect(imports.static.map((file) => file.slice(root.length + 1)).sort()).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'styles.ts',
    ])
    expect(imports.dynamic).toEqual([join(root, 'lazy/index.ts')])
  })

  it('counts hops through static and dynamic imports, the shortest path', () => {
    const root = tree({
      'entry.ts': "import { f } from './feature/index'\nimport { x } from './x'",
      'feature/index.ts': "export const f = () => import('./feature.impl')",
      'feature/feature.impl.ts': "import { deep } from '../deep'",
      'x.ts': "export { deep } from './deep'",
      'deep.ts': '',
    })
    const hops = hopsFrom(join(root, 'entry.ts'))
    expect(hops.get(join(root, 'feature/feature.impl.ts'))).toBe(2)
    expect(hops.get(join(root, 'deep.ts'))).toBe(2)
  })

  it('finds a runtime cycle, but not one made of type-only imports', () => {
    const root = tree({
      'entry.ts': "import { a } from './a'\nimport { t } from './t1'",
      'a.ts': "import { b } from './b'",
      'b.ts': "export const b = () => import('./a')",
      't1.ts': "import type { T2 } from './t2'",
      't2.ts': "import { t } from './t1'",
    })
    expect(cyclesFrom(join(root, 'entry.ts'), root)).toEqual([['a.ts', 'b.ts']])
  })
})
