/**
 * Test harness: mounts an instance's modal into its shadow root (the real
 * mountModal) and gives testing-library queries scoped to that root. Tests only.
 */
import { act, cleanup, within } from '@testing-library/react'
import type { AirlockInstance } from '../../core/createAirlock'
import { stopTestAirlock } from '../../core/testing/airlockHarness'
import { type MountedModal, mountModal } from '../mountModal'

export interface TestModal {
  mounted: MountedModal
  root: ShadowRoot
  /** Queries inside the shadow root. */
  ui: ReturnType<typeof within>
  unmount(): void
}

export async function mountTestModal(instance: AirlockInstance): Promise<TestModal> {
  let mounted: MountedModal | undefined
  await act(async () => {
    mounted = mountModal(instance)
  })
  if (!mounted?.host.shadowRoot) throw new Error('the modal did not mount')
  const { host } = mounted
  const root = mounted.host.shadowRoot
  const own = mounted
  return {
    mounted: own,
    root,
    // testing-library queries run on any node with querySelectorAll; a shadow root is one.
    ui: within(root as unknown as HTMLElement),
    unmount: () => {
      act(() => own.unmount())
      host.remove()
    },
  }
}

/** Per-test stop for a modal test: unmounts the modal, then `stopTestAirlock`. */
export function stopTestModal(modal: TestModal, airlock: AirlockInstance): void {
  modal.unmount()
  cleanup()
  stopTestAirlock(airlock)
}

/** Lets React and the fake timers run for `ms` (0: just flush effects and promises). */
export async function tick(ms = 0): Promise<void> {
  const { vi } = await import('vitest')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}
