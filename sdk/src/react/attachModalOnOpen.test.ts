import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../core/createAirlock'
import { localhost } from '../core/networks/localhost'
import { testMetadata } from '../core/testing/airlockHarness'
import { SECURE_SITE_URL } from '../core/testing/fakeFrame'
import { createAirlock } from '../createAirlock'
import { attachModal } from './attachModal'

// Stands in for the modal chunk: counts when it is imported and what it mounts.
const chunk = vi.hoisted(() => ({ imports: 0, mounts: 0, unmounts: 0 }))
vi.mock('./mountModal', () => {
  chunk.imports++
  return {
    mountModal: () => {
      chunk.mounts++
      return { host: document.createElement('div'), unmount: () => chunk.unmounts++ }
    },
  }
})

let airlock: AirlockInstance

beforeEach(() => {
  vi.useFakeTimers()
  airlock = createAirlock({
    projectId: 'demo',
    networks: [localhost],
    metadata: testMetadata,
    secureSiteUrl: SECURE_SITE_URL,
  })
})

afterEach(() => {
  airlock.destroy()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0))

// Runs first: the module cache is per file, so nothing has imported the chunk yet.
describe('open() on a page where nothing attached the modal', () => {
  it('loads nothing at creation, then mounts the modal on the first open, once', async () => {
    await settle()
    expect(chunk.imports).toBe(0)
    airlock.open()
    await settle()
    expect(chunk.imports).toBe(1)
    expect(chunk.mounts).toBe(1)
    airlock.close()
    airlock.open()
    await settle()
    expect(chunk.mounts).toBe(1)
  })

  it('removes the modal it attached when the instance is destroyed', async () => {
    const before = { ...chunk }
    airlock.open()
    await settle()
    expect(chunk.mounts - before.mounts).toBe(1)
    airlock.destroy()
    expect(chunk.unmounts - before.unmounts).toBe(1)
  })

  it('leaves the modal to what attached it first: one mount, gone with its last detach', async () => {
    const before = { ...chunk }
    const detach = attachModal(airlock)
    airlock.open()
    await settle()
    expect(chunk.mounts - before.mounts).toBe(1)
    detach()
    expect(chunk.unmounts - before.unmounts).toBe(1)
  })

  it('attaches again when the provider that had attached it went away', async () => {
    const before = { ...chunk }
    const detach = attachModal(airlock)
    detach()
    airlock.open()
    await settle()
    expect(chunk.mounts - before.mounts).toBe(1)
  })
})
