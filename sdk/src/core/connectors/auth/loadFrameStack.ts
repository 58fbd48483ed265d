export type FrameStack = typeof import('./frameStack')

// The module, once loaded: later frames (a retry after a load failure) are then created at once.
let loaded: FrameStack | undefined

/** The frame code if it has loaded already; never starts a load. */
export function loadedFrameStack(): FrameStack | undefined {
  return loaded
}

/** Loads the frame code (its own chunk). A failed load is not remembered, so the next use retries. */
export async function loadFrameStack(): Promise<FrameStack> {
  loaded ??= await import('./frameStack')
  return loaded
}
