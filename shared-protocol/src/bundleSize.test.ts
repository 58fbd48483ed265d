import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// Byte ceilings (zod's habit): the build fails when the protocol grows past them.
// Bytes are deterministic for a given source; no wall-clock time is asserted.
// `whole` rose from 20,000 when the hand-written base58, bech32 and SHA-256 gave way to
// @scure/base and @noble/hashes (issue 24 §2: 18,964 → 22,872 B): the audited codecs cost
// about 3.9 KB more than the hand-written ones, paid only by code that checks a Bitcoin
// address or encodes bytes; parseFrameEvent and the SDK's page start do not import them.
const CEILINGS = { whole: 24_000, parseFrameEvent: 14_000 }

async function gzipBytes(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild produced no output')
  return gzipSync(file.contents, { level: 9 }).length
}

describe('bundle size', () => {
  it(`stays under ${CEILINGS.whole} B gzip when imported whole`, async () => {
    expect(await gzipBytes(`export * from './index'`)).toBeLessThan(CEILINGS.whole)
  })

  it(`stays under ${CEILINGS.parseFrameEvent} B gzip for parseFrameEvent alone`, async () => {
    expect(await gzipBytes(`export { parseFrameEvent } from './index'`)).toBeLessThan(
      CEILINGS.parseFrameEvent,
    )
  })

  it('has no side effects: importing nothing keeps nothing', async () => {
    expect(await gzipBytes(`import './index'`)).toBeLessThan(100)
  })
})
