import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localhost } from '../../core/networks/localhost'
import { signIn } from '../../core/testing/airlockHarness'
import { HOOK_WALLET, installHookHarness, renderAirlockHook } from './hookHarness'
import { useAirlockProvider } from './useAirlockProvider'

const harness = installHookHarness({ networks: [localhost] }, { announce: true })

describe('useAirlockProvider', () => {
  it("is the connected browser wallet's provider, typed by its connector", async () => {
    const { airlock, wallet } = harness
    const { result } = renderAirlockHook(airlock, () => useAirlockProvider('eip155'))
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await act(() => airlock.connect(HOOK_WALLET.rdns))
    expect(result.current.walletProviderType).toBe('ANNOUNCED')
    expect(result.current.walletProvider).toBe(wallet.provider)
    await expect(result.current.walletProvider?.request({ method: 'eth_chainId' })).resolves.toBe(
      '0x7a69',
    )
  })

  it("is the embedded wallet's provider after an email login", async () => {
    const { airlock, wallet } = harness
    const { result } = renderAirlockHook(airlock, () => useAirlockProvider('eip155'))
    await act(async () => {
      await signIn(airlock)
    })
    expect(result.current.walletProviderType).toBe('AUTH')
    expect(result.current.walletProvider).toBe(airlock.getProvider('eip155'))
    expect(result.current.walletProvider).not.toBe(wallet.provider)
  })
})
