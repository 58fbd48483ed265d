import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { SDK_VERSION, SDK_VERSION_STRING } from './version'

describe('SDK_VERSION', () => {
  it('matches package.json, so the frame is told the version that is really running', () => {
    expect(SDK_VERSION).toBe(pkg.version)
    expect(SDK_VERSION_STRING).toBe(`airlock-${pkg.version}`)
  })
})
