/** Requests for features this secure site does not offer: a clear error, never silence. */
import type { RequestName } from '@airlock/protocol'
import type { FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'

function refuse<N extends RequestName>(message: string): FrameHandler<N> {
  return () => {
    throw new Error(message)
  }
}

export const initSmartAccount = refuse<'INIT_SMART_ACCOUNT'>(FrameMessages.SMART_ACCOUNTS_DISABLED)
