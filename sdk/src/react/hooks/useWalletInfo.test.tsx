import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { localhost } from '../../core/networks/localhost'
import { signIn, startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { createMockWallet, type MockWallet } from '../../core/testing/mockWallet'
import { renderAirlockHook } from './hookHarness'
import { useWalletInfo } from './useWalletInfo'

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
let airlock: AirlockInstance
let wallet: MockWallet
let stopAnnouncing: () => void

beforeEach(() => {
  wallet = createMockWallet({ rdns: 'dev.airlock.testwallet', name: 'Test Wallet', icon: ICON })
  stopAnnouncing = wallet.announce()
  airlock = startTestAirlock({ networks: [localhost] })
})

afterEach(() => {
  cleanup()
  stopAnnouncing()
  stopTestAirlock(airlock)
})

describe('useWalletInfo', () => {
  it('names the browser wallet that connected, and forgets it on disconnect', async () => {
    const { result } = renderAirlockHook(airlock, () => useWalletInfo())
    expect(result.current.walletInfo).toBeUndefined()
    await act(() => airlock.connect('dev.airlock.testwallet'))
    expect(result.current.walletInfo).toEqual({
      name: 'Test Wallet',
      icon: ICON,
      type: 'ANNOUNCED',
    })
    await act(() => airlock.disconnect())
    expect(result.current.walletInfo).toBeUndefined()
  })

  it('names the embedded wallet after an email login', async () => {
    const { result } = renderAirlockHook(airlock, () => useWalletInfo())
    await act(async () => {
      await signIn(airlock)
    })
    expect(result.current.walletInfo).toEqual({
      name: 'Embedded Wallet',
      icon: undefined,
      type: 'AUTH',
    })
  })

  it('does not re-render when another wallet announces itself', async () => {
    const { counter } = renderAirlockHook(airlock, () => useWalletInfo())
    await act(() => airlock.connect('dev.airlock.testwallet'))
    const before = counter.renders
    const other = createMockWallet({ rdns: 'dev.airlock.other', name: 'Other Wallet' })
    let stop = () => {}
    act(() => {
      stop = other.announce()
    })
    expect(airlock.getConnectors().map((connector) => connector.id)).toContain('dev.airlock.other')
    expect(counter.renders).toBe(before)
    stop()
  })
})
