import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localhost, localhost2 } from '../../core/networks/localhost'
import { installHookHarness, renderAirlockHook } from './hookHarness'
import { useAirlockState } from './useAirlockState'

const harness = installHookHarness({ networks: [localhost, localhost2] })

describe('useAirlockState', () => {
  it('summarises the modal, the connection and the active network', async () => {
    const { airlock } = harness
    const { result } = renderAirlockHook(airlock, useAirlockState)
    expect(result.current).toEqual({
      open: false,
      loading: false,
      view: 'Connect',
      status: 'disconnected',
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:31337',
    })
    act(() => airlock.open({ view: 'AllWallets' }))
    act(() => airlock.stores.modal.getState().setLoading(true))
    act(() => airlock.stores.connection.getState().startConnecting())
    await act(() => airlock.switchNetwork(localhost2))
    expect(result.current).toEqual({
      open: true,
      loading: true,
      view: 'AllWallets',
      status: 'connecting',
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:31338',
    })
  })

  it('does not re-render for what it does not show', () => {
    const { airlock } = harness
    const { counter } = renderAirlockHook(airlock, useAirlockState)
    const before = counter.renders
    act(() => {
      airlock.setThemeMode('dark')
      airlock.stores.chains.getState().setAccount('eip155', { address: '0xabc' })
    })
    expect(counter.renders).toBe(before)
    act(() => airlock.open())
    expect(counter.renders).toBe(before + 1)
  })
})
