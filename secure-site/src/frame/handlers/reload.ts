/** RELOAD: answer first, then reload the frame document (runtime.ts defers the reload). */
import type { FrameHandler } from '../frameContext'

export const reload: FrameHandler<'RELOAD'> = (_payload, context) => {
  context.reload()
  return undefined
}
