/**
 * Test harness for the hooks: a fresh instance per test (optionally with an
 * announced browser wallet), and one hook rendered under an AirlockProvider
 * (modal off) with its renders counted, so a test can say what re-renders it.
 * Tests only.
 */
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach } from 'vitest'
import type { AirlockInstance, CreateAirlockOptions } from '../../core/createAirlock'
import { startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { createMockWallet, type MockWallet } from '../../core/testing/mockWallet'
import { AirlockProvider } from '../AirlockProvider'

export function renderAirlockHook<Result>(instance: AirlockInstance, hook: () => Result) {
  const counter = { renders: 0 }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AirlockProvider instance={instance} modal={false}>
      {children}
    </AirlockProvider>
  )
  const rendered = renderHook(
    () => {
      counter.renders++
      return hook()
    },
    { wrapper },
  )
  return { ...rendered, counter }
}

// Not the mock wallet's default icon, so a test sees this one is passed through.
export const HOOK_WALLET_ICON =
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" id="hook-wallet"/>'
/** The browser wallet a hook test announces (its icon is what useWalletInfo reports). */
export const HOOK_WALLET = {
  rdns: 'dev.airlock.testwallet',
  name: 'Test Wallet',
  icon: HOOK_WALLET_ICON,
}

export interface HookHarness {
  /** This test's instance (fake timers on). */
  readonly airlock: AirlockInstance
  /** The announced browser wallet; only with `announce`. */
  readonly wallet: MockWallet
}

/**
 * Registers its beforeEach/afterEach: each test gets a fresh instance (after
 * announcing HOOK_WALLET when `announce`), and leaves no render, wallet,
 * storage or timer behind. Read `airlock` / `wallet` inside a test.
 */
export function installHookHarness(
  options: Partial<CreateAirlockOptions> = {},
  { announce = false }: { announce?: boolean } = {},
): HookHarness {
  let current: { airlock: AirlockInstance; wallet?: MockWallet; stop: () => void } | undefined

  beforeEach(() => {
    const wallet = announce ? createMockWallet(HOOK_WALLET) : undefined
    const stop = wallet?.announce() ?? (() => {})
    current = { airlock: startTestAirlock(options), wallet, stop }
  })

  afterEach(() => {
    cleanup()
    current?.stop()
    if (current) stopTestAirlock(current.airlock)
    current = undefined
  })

  const now = () => {
    if (!current) throw new Error('read the hook harness inside a test')
    return current
  }
  return {
    get airlock() {
      return now().airlock
    },
    get wallet() {
      const { wallet } = now()
      if (!wallet) throw new Error('no wallet: install the hook harness with { announce: true }')
      return wallet
    },
  }
}
