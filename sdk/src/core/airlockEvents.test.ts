import { describe, expect, it, vi } from 'vitest'
import { createAirlockEvents } from './airlockEvents'
import { silentLogger } from './logger'

describe('events', () => {
  it('gives each listener { type, data, timestamp } until it unsubscribes', () => {
    const events = createAirlockEvents(silentLogger, () => 1_700_000_000_000)
    const listener = vi.fn()
    const unsubscribe = events.subscribe(listener)
    events.emit('SWITCH_NETWORK', { network: 'eip155:1' })
    expect(listener).toHaveBeenCalledWith({
      type: 'SWITCH_NETWORK',
      data: { network: 'eip155:1' },
      timestamp: 1_700_000_000_000,
    })
    unsubscribe()
    events.emit('DISCONNECT_SUCCESS', { namespace: undefined })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('a listener that throws does not keep the others from hearing the event', () => {
    const logger = { debug: vi.fn(), error: vi.fn() }
    const events = createAirlockEvents(logger)
    const after = vi.fn()
    events.subscribe(() => {
      throw new Error('dapp bug')
    })
    events.subscribe(after)
    events.emit('DISCONNECT_ERROR', { message: 'x' })
    expect(after).toHaveBeenCalledTimes(1)
    expect(logger.error).toHaveBeenCalledWith('DISCONNECT_ERROR listener threw', expect.anything())
  })

  it('clear drops every listener', () => {
    const events = createAirlockEvents(silentLogger)
    const listener = vi.fn()
    events.subscribe(listener)
    events.clear()
    events.emit('SWITCH_NETWORK', { network: 'eip155:1' })
    expect(listener).not.toHaveBeenCalled()
  })
})
