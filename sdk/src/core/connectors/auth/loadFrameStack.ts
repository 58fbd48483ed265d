import { lazyModule } from '../../lazyModule'

export type FrameStack = typeof import('./frameStack')

/** The frame code (its own chunk): loaded once, retried on the next use after a failure. */
const frameStack = lazyModule(() => import('./frameStack'))

/** The frame code if it has loaded already (later frames are then created at once); never starts a load. */
export const loadedFrameStack = (): FrameStack | undefined => frameStack.loaded()

/** Loads the frame code. */
export const loadFrameStack = (): Promise<FrameStack> => frameStack.load()
