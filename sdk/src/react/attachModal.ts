import type { AirlockInstance } from '../core/createAirlock'
import { attachedInstances } from './attachedInstances'
import { loadModal, prefetchModal } from './loadModal'
import type { MountedModal } from './mountModal'

interface Attachment {
  users: number
  dispose(): void
}

// One modal per instance however often it is attached (a provider and a manual call,
// React's double effects in development): the last detach removes it.
const attachments = new WeakMap<AirlockInstance, Attachment>()

function attach(instance: AirlockInstance): Attachment {
  const { modal, toast } = instance.stores
  let mounted: MountedModal | undefined
  let loading = false
  let disposed = false

  // A toast may come before any open (a frame that failed to load at start): it needs the modal too.
  const wanted = () => modal.getState().open || toast.getState().open

  function ensureMounted(): void {
    if (mounted || loading || disposed || !wanted()) return
    loading = true
    loadModal()
      .then(({ mountModal }) => {
        if (!disposed) mounted = mountModal(instance)
      })
      .catch((error: unknown) => {
        console.error('[airlock] could not load the modal', error)
        // Nothing is shown: close, so the next click opens (and loads) again.
        if (modal.getState().open) instance.close({ force: true })
      })
      .finally(() => {
        loading = false
      })
  }

  const unsubscribers = [modal.subscribe(ensureMounted), toast.subscribe(ensureMounted)]
  ensureMounted()
  attachedInstances.add(instance)
  // The hover's prefetch, done when the page is first idle (within 2 s): the first open then
  // has its code and wallets at the click, so its first frame comes a frame or two later and
  // it is fully shown inside 150 ms (issue 24 §4). The price: the modal's chunk (~26 kB gzip)
  // on every visit, after the page's start. Browsers without requestIdleCallback keep the hover.
  globalThis.requestIdleCallback?.(prefetchModal, { timeout: 2e3 })
  return {
    users: 0,
    dispose() {
      disposed = true
      attachedInstances.delete(instance)
      for (const unsubscribe of unsubscribers) unsubscribe()
      mounted?.unmount()
      mounted = undefined
    },
  }
}

/** Whether something (a provider, a custom element, an open) has `instance`'s modal attached now. */
export function isModalAttached(instance: AirlockInstance): boolean {
  return attachments.has(instance)
}

/**
 * Shows `instance`'s modal whenever its modal store opens. Nothing of the modal is
 * loaded until then: this module only subscribes to two stores. Returns the detach
 * function, which removes the modal and its subscriptions.
 */
export function attachModal(instance: AirlockInstance): () => void {
  let attachment = attachments.get(instance)
  if (!attachment) {
    attachment = attach(instance)
    attachments.set(instance, attachment)
  }
  attachment.users++
  let detached = false
  const own = attachment
  return () => {
    if (detached) return
    detached = true
    own.users--
    if (own.users > 0) return
    own.dispose()
    if (attachments.get(instance) === own) attachments.delete(instance)
  }
}
