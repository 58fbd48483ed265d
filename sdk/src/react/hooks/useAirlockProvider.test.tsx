import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { localhost } from '../../core/networks/localhost'
import { signIn, startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { createMockWallet, type MockWallet } from '../../core/testing/mockWallet'
import { renderAirlockHook } from './hookHarness'
import { useAirlockProvider } from './useAirlockProvider'

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

describe('useAirlockProvider', () => {
  it("is the connected browser wallet's provider, typed by its connector", async () => {
    const { result } = renderAirlockHook(airlock, () => useAirlockProvider('eip155'))
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await act(() => airlock.connect('dev.airlock.testwallet'))
    expect(result.current.walletProviderType).toBe('ANNOUNCED')
    expect(result.current.walletProvider).toBe(wallet.provider)
    await expect(result.current.walletProvider?.request({ method: 'eth_chainId' })).resolves.toBe(
      '0x7a69',
    )
  })

  it("is the embedded wallet's provider after an email login", async () => {
    const { result } = renderAirlockHook(airlock, () => useAirlockProvider('eip155'))
    await act(async () => {
      await signIn(airlock)
    })
    expect(result.current.walletProviderType).toBe('AUTH')
    expect(result.current.walletProvider).toBe(airlock.getProvider('eip155'))
    expect(result.current.walletProvider).not.toBe(wallet.provider)
  })
})
