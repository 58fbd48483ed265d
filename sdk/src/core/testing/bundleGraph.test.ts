import { describe, expect, it } from 'vitest'
import { type BundleGraph, eagerMatching } from './bundleGraph'

// A two-chunk build: page.js at page start, lazy.js behind a dynamic import.
const input = (bytesInOutput: number) => ({ bytesInOutput })
const page = {
  bytes: 1,
  inputs: { 'src/index.ts': input(10), 'src/tree-shaken.ts': input(0) },
  imports: [],
  exports: [],
}
const graph: BundleGraph = {
  outputs: {
    'out/page.js': page,
    'out/lazy.js': { bytes: 1, inputs: { 'src/lazy.ts': input(5) }, imports: [], exports: [] },
  },
  main: page,
  eager: new Map(Object.entries(page.inputs)),
}

describe('eagerMatching', () => {
  it('lists the page-start modules a pattern matches, those with bytes only', () => {
    expect(eagerMatching(graph, [/src\/index\.ts$/, /src\/lazy\.ts$/])).toEqual(['src/index.ts'])
    expect(eagerMatching(graph, [/src\/lazy\.ts$/, /tree-shaken/])).toEqual([])
  })

  it('fails when a pattern matches no module of the build, so a stale one cannot pass vacuously', () => {
    expect(() => eagerMatching(graph, [/src\/lazy\.ts$/, /src\/renamed\.ts$/])).toThrow(
      'no module of the build matches /src\\/renamed\\.ts$/: the check would pass vacuously',
    )
  })
})
