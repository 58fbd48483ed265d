import { createStore, type StoreApi } from 'zustand/vanilla'

/**
 * The email change's form state (UpdateEmailWallet), kept in the core: while the
 * secure frame's card asks the user, ApproveTransaction stands in for the form, and
 * the form comes back with what was typed and why the step failed.
 */
export interface EmailUpdateState {
  /** The new address as typed. */
  draft: string
  /** UPDATE_EMAIL is out: the frame's card waits for the user. */
  pending: boolean
  /** Why the last UPDATE_EMAIL failed ('User rejected the request' …), until the next try. */
  error: string | undefined
}

export interface EmailUpdateActions {
  setDraft(draft: string): void
  start(draft: string): void
  failed(error: string): void
  /** The change moved on (or ended): nothing pending, nothing to show. */
  clear(): void
}

export type EmailUpdateStore = StoreApi<EmailUpdateState & EmailUpdateActions>

export function createEmailUpdateStore(): EmailUpdateStore {
  return createStore<EmailUpdateState & EmailUpdateActions>()((set) => ({
    draft: '',
    pending: false,
    error: undefined,
    setDraft: (draft) => set({ draft, error: undefined }),
    start: (draft) => set({ draft, pending: true, error: undefined }),
    failed: (error) => set({ pending: false, error }),
    clear: () => set({ draft: '', pending: false, error: undefined }),
  }))
}
