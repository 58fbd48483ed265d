import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { mountTestModal, stopTestModal, type TestModal } from '../../modal/modalHarness'

let airlock: AirlockInstance
let modal: TestModal

beforeEach(async () => {
  airlock = startTestAirlock({ basic: true })
  modal = await mountTestModal(airlock)
})

afterEach(() => stopTestModal(modal, airlock))

describe('ConnectingWalletConnectBasic view without walletConnect', () => {
  it('is where a WalletConnect-only dapp opens on desktop, and says WalletConnect is not configured', async () => {
    await act(async () => airlock.open())
    expect(modal.root.querySelector('[role="dialog"]')?.getAttribute('data-view')).toBe(
      'ConnectingWalletConnectBasic',
    )
    expect(modal.ui.getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
    expect(modal.ui.getByText('WalletConnect is not configured for this app.')).toBeTruthy()
  })
})
