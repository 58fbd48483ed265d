import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cyclesFrom, foldersOf, hopsFrom, importsOf } from '../testing/importGraph'

const CORE = resolve(__dirname, '..')
const FEATURES = join(CORE, 'features')
const ENTRY = join(CORE, 'createAirlock.ts')
const SDK = resolve(CORE, '../..')

// Issue 24 §1: every feature is core/features/<f>/index.ts, built by createAirlock's table, and
// its implementation (<f>.impl.ts, its own chunk) is at most 2 hops away: entry → index → impl.
describe('the shape of a feature', () => {
  const folders = foldersOf(FEATURES)
  const hops = hopsFrom(ENTRY)

  it.each(folders)(
    '%s: createAirlock imports its index, which loads <f>.impl.ts lazily',
    (name) => {
      const index = join(FEATURES, name, 'index.ts')
      const impl = join(FEATURES, name, `${name}.impl.ts`)
      expect(existsSync(index), `features/${name}/index.ts`).toBe(true)
      expect(existsSync(impl), `features/${name}/${name}.impl.ts`).toBe(true)
      expect(importsOf(ENTRY).static, 'createAirlock imports the index').toContain(index)
      expect(importsOf(index).dynamic, 'the index loads the implementation lazily').toContain(impl)
      expect(hops.get(impl)).toBeLessThanOrEqual(2)
    },
  )

  it('no feature index imports another feature at run time (types only)', () => {
    const crossing = folders.flatMap((name) => {
      const { static: eager, dynamic } = importsOf(join(FEATURES, name, 'index.ts'))
      return [...eager, ...dynamic]
        .filter((file) => file.startsWith(FEATURES) && !file.startsWith(join(FEATURES, name)))
        .filter((file) => !file.endsWith('defineFeature.ts'))
        .map((file) => `${name} → ${relative(FEATURES, file)}`)
    })
    expect(crossing).toEqual([])
  })

  it('no runtime import cycle from any entry of the SDK', () => {
    const entries = ['src/index.ts', 'src/react/index.ts', 'src/wagmi/index.ts']
    const cycles = entries.flatMap((entry) => cyclesFrom(join(SDK, entry), SDK))
    expect(cycles).toEqual([])
  })
})
