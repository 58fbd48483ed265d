import { useAirlockInstance } from '../../AirlockContext'

/** Copies `address` to the clipboard and says so in a toast ('Address copied'). */
export function useCopyAddress(address: string | undefined): () => Promise<void> {
  const { toast } = useAirlockInstance().stores
  return async () => {
    if (!address) return
    try {
      await navigator.clipboard.writeText(address)
      toast.getState().showSuccess('Address copied')
    } catch {
      // No clipboard (insecure context, permission refused): the address stays on screen to copy by hand.
      toast.getState().showError('Could not copy the address')
    }
  }
}
