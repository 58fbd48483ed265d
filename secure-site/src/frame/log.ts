/** Debug logging of the frame, silent unless the host asked for it (`enableLogger`). */
export interface FrameLogger {
  debug(message: string, detail?: unknown): void
}

export function createLogger(enabled: boolean): FrameLogger {
  return {
    debug(message, detail) {
      if (enabled) console.debug(`[airlock-frame] ${message}`, detail ?? '')
    },
  }
}

export const silentLogger: FrameLogger = { debug() {} }
