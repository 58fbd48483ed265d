/**
 * Byte ceilings for what the SDK costs the example dapp (gzip -9), so a change that bloats
 * the page start or the first open fails here, not only in bench/sdk-size.mjs (the same
 * numbers). Measured 2026-11-28: page start 89,920 B, first open 25,896 B; the ceilings
 * leave about 2% of room. Raise one only with the reason beside it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { exampleDappBytes, type PageBytes } from './pageBytes'

const PAGE_START_CEILING = 90_500
const FIRST_OPEN_CEILING = 26_500

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
