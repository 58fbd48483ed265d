import { ErrorCatalogue, TOAST_RESHOW_DELAY_MS } from '@airlock/protocol'
import { createStore, type StoreApi } from 'zustand/vanilla'

export type ToastVariant = 'loading' | 'success' | 'error'

export interface ToastState {
  open: boolean
  message: string
  variant: ToastVariant
}

export interface ToastActions {
  showLoading(message: string): void
  showSuccess(message: string): void
  /** Shows an error's message ('Something went wrong' when it has none). */
  showError(error: unknown): void
  hide(): void
  /** Clears the re-show timer; the instance calls it on destroy. */
  dispose(): void
}

export type ToastStore = StoreApi<ToastState & ToastActions>

function messageOf(error: unknown): string {
  if (typeof error === 'string' && error) return error
  if (error instanceof Error && error.message) return error.message
  return ErrorCatalogue.SOMETHING_WENT_WRONG
}

/**
 * One toast at a time. A toast shown while another is open replaces it after
 * 150 ms (SPEC §4), so the old one visibly leaves before the new one arrives.
 * How long a toast stays is the view's business.
 */
export function createToastStore(): ToastStore {
  let reshowTimer: ReturnType<typeof setTimeout> | undefined
  return createStore<ToastState & ToastActions>()((set, get) => {
    function show(message: string, variant: ToastVariant): void {
      clearTimeout(reshowTimer)
      reshowTimer = undefined
      if (!get().open) {
        set({ open: true, message, variant })
        return
      }
      set({ open: false })
      reshowTimer = setTimeout(() => {
        reshowTimer = undefined
        set({ open: true, message, variant })
      }, TOAST_RESHOW_DELAY_MS)
    }
    return {
      open: false,
      message: '',
      variant: 'success',
      showLoading: (message) => show(message, 'loading'),
      showSuccess: (message) => show(message, 'success'),
      showError: (error) => show(messageOf(error), 'error'),
      hide() {
        clearTimeout(reshowTimer)
        reshowTimer = undefined
        set({ open: false })
      },
      dispose() {
        clearTimeout(reshowTimer)
        reshowTimer = undefined
      },
    }
  })
}
