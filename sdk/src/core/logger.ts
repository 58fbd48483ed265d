/**
 * The SDK's logger. Default level is error (SPEC §9); `enableLogger` turns on
 * debug lines such as dropped frame messages. Callers pass short, non-secret
 * facts (types, origins, reasons) — never payloads, which can hold emails or codes.
 */
export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

export function createLogger({ enabled = false }: { enabled?: boolean | undefined } = {}): Logger {
  return {
    debug(message, details) {
      if (enabled) console.debug(`[airlock] ${message}`, details ?? '')
    },
    error(message, details) {
      console.error(`[airlock] ${message}`, details ?? '')
    },
  }
}

/** For callers (and tests) that want nothing printed. */
export const silentLogger: Logger = { debug() {}, error() {} }
