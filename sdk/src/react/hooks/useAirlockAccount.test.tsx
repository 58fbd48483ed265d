import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localhost } from '../../core/networks/localhost'
import { signIn } from '../../core/testing/airlockHarness'
import { TEST_ADDRESS } from '../../core/testing/fakeFrame'
import { testSolana } from '../../core/testing/testNetworks'
import { installHookHarness, renderAirlockHook } from './hookHarness'
import { useAirlockAccount } from './useAirlockAccount'

const solana = testSolana

const harness = installHookHarness({ networks: [localhost, solana] })

describe('useAirlockAccount', () => {
  it('follows the active account, with the embedded wallet user when it holds it', async () => {
    const { airlock } = harness
    const { result } = renderAirlockHook(airlock, () => useAirlockAccount())
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
      isConnected: false,
      embeddedWalletInfo: undefined,
    })
    await act(async () => {
      await signIn(airlock)
    })
    expect(result.current).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      status: 'connected',
      isConnected: true,
    })
    expect(result.current.embeddedWalletInfo?.user.email).toBe('ada@example.com')
  })

  it('reads the namespace asked for, not the active one', async () => {
    const { airlock } = harness
    const { result } = renderAirlockHook(airlock, () => useAirlockAccount('solana'))
    await act(async () => {
      await signIn(airlock)
    })
    expect(airlock.getState().activeNamespace).toBe('eip155')
    expect(result.current).toMatchObject({ status: 'disconnected', address: undefined })
    act(() =>
      airlock.stores.chains
        .getState()
        .setAccount('solana', { address: 'So1ana', status: 'connected' }),
    )
    expect(result.current).toMatchObject({ status: 'connected', address: 'So1ana' })
  })

  it('re-renders only when its account changes', () => {
    const { airlock } = harness
    const { result, counter } = renderAirlockHook(airlock, () => useAirlockAccount())
    const before = counter.renders
    act(() => {
      airlock.open()
      airlock.stores.chains.getState().setAccount('solana', { address: 'So1ana' })
      airlock.setThemeMode('dark')
    })
    expect(counter.renders).toBe(before)
    act(() => airlock.stores.chains.getState().setAccount('eip155', { status: 'connecting' }))
    expect(counter.renders).toBe(before + 1)
    expect(result.current.status).toBe('connecting')
  })
})
