/**
 * Byte ceilings for what the SDK costs the example dapp (gzip -9), so a change that bloats
 * the page start or the first open fails here, not only in bench/sdk-size.mjs (the same
 * numbers). Issue 24's limits: page start 89,980 B (before the feature shape), first open
 * 26,457 B. The feature shape (one index + lazy impl per feature) cost 622 B of page start;
 * 301 B are won back (measured 2026-11-28: page start 90,301 B, first open 26,287 B), so the
 * page start's ceiling is what is reached, not yet the issue's figure: lower it to 89,980
 * once the last 321 B are won back. Never raise one without the reason beside it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { exampleDappBytes, type PageBytes } from './pageBytes'

const PAGE_START_CEILING = 90_301
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
