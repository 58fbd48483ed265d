import { describe, expect, it } from 'vitest'
import { isPairingExpired, msUntilPairingRefresh, pairingExpiresAt } from './pairingExpiry'

const CREATED = 1_700_000_000_000

describe('pairing expiry', () => {
  it('lives 4 minutes from creation, or less when the URI says so', () => {
    expect(pairingExpiresAt(CREATED)).toBe(CREATED + 240_000)
    // 2.21.8 stamps 5 minutes into the URI: the 4-minute rule wins.
    expect(pairingExpiresAt(CREATED, { expiresAt: CREATED + 300_000 })).toBe(CREATED + 240_000)
    expect(pairingExpiresAt(CREATED, { expiresAt: CREATED + 60_000 })).toBe(CREATED + 60_000)
    expect(pairingExpiresAt(CREATED, { expiresAt: undefined })).toBe(CREATED + 240_000)
  })

  it('counts as expired from 10 s before the moment on', () => {
    const expiresAt = pairingExpiresAt(CREATED)
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt + 1)).toBe(true)
  })

  it('gives the delay until the URI must be replaced, never negative', () => {
    const expiresAt = pairingExpiresAt(CREATED)
    expect(msUntilPairingRefresh(expiresAt, CREATED)).toBe(230_000)
    expect(msUntilPairingRefresh(expiresAt, expiresAt)).toBe(0)
  })
})
