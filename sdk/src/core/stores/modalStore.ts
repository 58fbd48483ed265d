import { SHAKE_DURATION_MS } from '@airlock/protocol'
import { createStore, type StoreApi } from 'zustand/vanilla'

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for 500 ms after `shake()`: the modal wobbles to say "no" (e.g. close refused). */
  shake: boolean
}

export interface ModalActions {
  setOpen(open: boolean): void
  setLoading(loading: boolean): void
  shakeModal(): void
  /** Clears the shake timer; the instance calls it on destroy. */
  dispose(): void
}

export type ModalStore = StoreApi<ModalState & ModalActions>

export function createModalStore(): ModalStore {
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return createStore<ModalState & ModalActions>()((set) => ({
    open: false,
    loading: false,
    shake: false,
    setOpen: (open) => set({ open }),
    setLoading: (loading) => set({ loading }),
    shakeModal() {
      clearTimeout(shakeTimer)
      set({ shake: true })
      shakeTimer = setTimeout(() => {
        shakeTimer = undefined
        set({ shake: false })
      }, SHAKE_DURATION_MS)
    },
    dispose() {
      clearTimeout(shakeTimer)
      shakeTimer = undefined
    },
  }))
}
