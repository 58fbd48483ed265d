import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import { installHookHarness, renderAirlockHook } from '../../hooks/hookHarness'
import { useAirlockNetwork } from './useAirlockNetwork'

const harness = installHookHarness({ networks: [localhost, localhost2] })

describe('useAirlockNetwork', () => {
  it('gives the active network and switches it', async () => {
    const { airlock } = harness
    const { result } = renderAirlockHook(airlock, () => useAirlockNetwork())
    expect(result.current).toMatchObject({
      caipNetwork: localhost,
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
    })
    await act(() => result.current.switchNetwork(localhost2))
    expect(result.current).toMatchObject({
      caipNetwork: localhost2,
      chainId: 31338,
      caipNetworkId: 'eip155:31338',
    })
  })

  it("rejects a network the dapp did not configure with SPEC's message", async () => {
    const { airlock } = harness
    const { result } = renderAirlockHook(airlock, () => useAirlockNetwork())
    const elsewhere = { ...localhost, id: 5, caipNetworkId: 'eip155:5' as const }
    await expect(result.current.switchNetwork(elsewhere)).rejects.toThrow('Network Not Found')
    expect(result.current.chainId).toBe(31337)
  })

  it('re-renders only when the network changes', () => {
    const { airlock } = harness
    const { counter } = renderAirlockHook(airlock, () => useAirlockNetwork())
    const before = counter.renders
    act(() => {
      airlock.open()
      airlock.stores.chains.getState().setAccount('eip155', { status: 'connecting' })
    })
    expect(counter.renders).toBe(before)
    act(() => airlock.stores.chains.getState().setCaipNetwork('eip155', localhost2))
    expect(counter.renders).toBe(before + 1)
  })
})
