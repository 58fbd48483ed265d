import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AirlockEvent } from '../../core/airlockEvents'
import { localhost, localhost2 } from '../../core/networks/localhost'
import { installHookHarness, renderAirlockHook } from './hookHarness'
import { useAirlockEvents } from './useAirlockEvents'

const harness = installHookHarness({ networks: [localhost, localhost2] })

describe('useAirlockEvents', () => {
  it('returns the latest event and calls the newest listener with each', async () => {
    const { airlock } = harness
    const heard: string[] = []
    let tag = 'first'
    const { result, rerender } = renderAirlockHook(airlock, () =>
      useAirlockEvents((event: AirlockEvent) => heard.push(`${tag}:${event.type}`)),
    )
    expect(result.current).toBeUndefined()
    await act(() => airlock.switchNetwork(localhost2))
    expect(result.current).toMatchObject({
      type: 'SWITCH_NETWORK',
      data: { network: 'eip155:31338' },
    })
    tag = 'second'
    rerender()
    await act(() => airlock.switchNetwork(localhost))
    expect(result.current).toMatchObject({ data: { network: 'eip155:31337' } })
    expect(heard).toEqual(['first:SWITCH_NETWORK', 'second:SWITCH_NETWORK'])
  })

  it('stops listening on unmount', async () => {
    const { airlock } = harness
    const heard: AirlockEvent[] = []
    const { unmount } = renderAirlockHook(airlock, () =>
      useAirlockEvents((event) => heard.push(event)),
    )
    unmount()
    await airlock.switchNetwork(localhost2)
    expect(heard).toEqual([])
  })
})
