import type { AirlockInstance } from '../core/createAirlock'
import { attachModal, isModalAttached } from './attachModal'

/**
 * Makes `instance.open()` show the modal on a page where nothing attached it (no
 * AirlockProvider, attachModal or custom element): an open that finds it detached
 * attaches it, which loads the modal's chunk then. Nothing is loaded before that
 * open, and nothing at all on the server. Returns the stop function, which also
 * detaches what this attached.
 */
export function attachModalOnOpen(instance: AirlockInstance): () => void {
  let detach: (() => void) | undefined
  const unsubscribe = instance.stores.modal.subscribe(({ open }) => {
    if (!open || detach || typeof document === 'undefined' || isModalAttached(instance)) return
    detach = attachModal(instance)
  })
  return () => {
    unsubscribe()
    detach?.()
    detach = undefined
  }
}
