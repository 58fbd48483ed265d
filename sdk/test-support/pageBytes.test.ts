/**
 * Byte ceilings for what the SDK costs the example dapp (gzip -9), so a change that bloats
 * the page start or the first open fails here, not only in bench/sdk-size.mjs (the same
 * numbers). Issue 24's limits: page start 89,980 B (before the feature shape), first open
 * 26,457 B. The feature shape (one index + lazy impl per feature) cost 622 B of page start,
 * 303 B of which are won back (measured 2026-11-28: page start 90,299 B, first open 26,322 B).
 * The page start's ceiling is that figure plus 100 B, because the entry lists the lazy chunks
 * by content-hashed file names, which move its gzip size by about ±10 B whenever any lazy code
 * changes; it is not yet the issue's figure: lower it to 89,980 once the last 319 B are won
 * back. Never raise one without the reason beside it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { exampleDappBytes, type PageBytes } from './pageBytes'

const PAGE_START_CEILING = 90_400
const FIRST_OPEN_CEILING = 26_457

let bytes: PageBytes

beforeAll(async () => {
  bytes = await exampleDappBytes()
  console.log(`example dapp: page start ${bytes.pageStart} B, first open ${bytes.firstOpen} B`)
}, 120_000)

describe('the example dapp’s bytes (gzip -9)', () => {
  it(`page start (entry + static chunks, React included) stays under ${PAGE_START_CEILING} B`, () => {
    expect(bytes.pageStart).toBeLessThanOrEqual(PAGE_START_CEILING)
  })

  it(`the modal's first open stays under ${FIRST_OPEN_CEILING} B`, () => {
    expect(bytes.firstOpen).toBeLessThanOrEqual(FIRST_OPEN_CEILING)
  })
})
