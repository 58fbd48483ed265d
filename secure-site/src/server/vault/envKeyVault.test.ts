import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createEnvKeyVault, envKeyVersion } from './envKeyVault'

const kek = randomBytes(32)

describe('env key vault', () => {
  it('wraps and unwraps a data key', async () => {
    const vault = createEnvKeyVault(kek)
    const dataKey = randomBytes(32)
    const wrapped = await vault.wrapKey(dataKey)
    expect(wrapped.keyVersion).toBe(vault.keyVersion)
    expect(wrapped.wrapped).toHaveLength(60)
    expect(Buffer.from(await vault.unwrapKey(wrapped))).toEqual(dataKey)
  })

  it('never produces the same wrap twice (fresh IV)', async () => {
    const vault = createEnvKeyVault(kek)
    const dataKey = randomBytes(32)
    const [a, b] = await Promise.all([vault.wrapKey(dataKey), vault.wrapKey(dataKey)])
    expect(Buffer.from(a.wrapped).equals(Buffer.from(b.wrapped))).toBe(false)
  })

  it('detects any flipped byte', async () => {
    const vault = createEnvKeyVault(kek)
    const wrapped = await vault.wrapKey(randomBytes(32))
    for (let index = 0; index < wrapped.wrapped.length; index++) {
      const tampered = new Uint8Array(wrapped.wrapped)
      tampered[index] = (tampered[index] ?? 0) ^ 0x01
      await expect(vault.unwrapKey({ ...wrapped, wrapped: tampered })).rejects.toThrow(
        'Wrapped key failed authentication',
      )
    }
  })

  it('refuses a key wrapped under another KEK', async () => {
    const wrapped = await createEnvKeyVault(kek).wrapKey(randomBytes(32))
    const other = createEnvKeyVault(randomBytes(32))
    await expect(other.unwrapKey(wrapped)).rejects.toThrow(/is not the configured KEK/)
    // Even relabelled with the other version, authentication fails.
    await expect(other.unwrapKey({ ...wrapped, keyVersion: other.keyVersion })).rejects.toThrow(
      'Wrapped key failed authentication',
    )
  })

  it('names the KEK by a short fingerprint, stable per key', () => {
    expect(envKeyVersion(kek)).toMatch(/^env:[0-9a-f]{8}$/)
    expect(createEnvKeyVault(Buffer.from(kek)).keyVersion).toBe(envKeyVersion(kek))
  })

  it('refuses a KEK of the wrong size', () => {
    expect(() => createEnvKeyVault(randomBytes(16))).toThrow('The KEK must be exactly 32 bytes')
  })
})
