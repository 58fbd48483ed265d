import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localhost } from '../../../core/networks/localhost'
import { signIn } from '../../../core/testing/airlockHarness'
import { createMockWallet } from '../../../core/testing/mockWallet'
import {
  HOOK_WALLET,
  HOOK_WALLET_ICON,
  installHookHarness,
  renderAirlockHook,
} from '../../hooks/hookHarness'
import { useWalletInfo } from './useWalletInfo'

const harness = installHookHarness({ networks: [localhost] }, { announce: true })

describe('useWalletInfo', () => {
  it('names the browser wallet that connected, and forgets it on disconnect', async () => {
    const { airlock } = harness
    const { result } = renderAirlockHook(airlock, () => useWalletInfo())
    expect(result.current.walletInfo).toBeUndefined()
    await act(() => airlock.connect(HOOK_WALLET.rdns))
    expect(result.current.walletInfo).toEqual({
      name: 'Test Wallet',
      icon: HOOK_WALLET_ICON,
      type: 'ANNOUNCED',
    })
    await act(() => airlock.disconnect())
    expect(result.current.walletInfo).toBeUndefined()
  })

  it('names the embedded wallet after an email login', async () => {
    const { airlock } = harness
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
    const { airlock } = harness
    const { counter } = renderAirlockHook(airlock, () => useWalletInfo())
    await act(() => airlock.connect(HOOK_WALLET.rdns))
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
