import type { CaipNetworkId } from '@airlock/protocol'
import type { Logger } from './logger'
import type { ChainNamespace } from './networks/types'

/**
 * The data of each event an instance reports, by type. An interface, so a
 * feature that adds events (sign-in, send…) extends it where it lives.
 */
export interface AirlockEventData {
  /** `method`: a browser wallet, or WalletConnect by QR code or by link to the wallet's app. */
  CONNECT_SUCCESS: { method: 'browser' | 'qrcode' | 'mobile'; name: string; connectorId: string }
  CONNECT_ERROR: { message: string; connectorId: string }
  /** `namespace` when one chain was disconnected, undefined for all. */
  DISCONNECT_SUCCESS: { namespace: ChainNamespace | undefined }
  DISCONNECT_ERROR: { message: string }
  SWITCH_NETWORK: { network: CaipNetworkId }
}

export type AirlockEventType = keyof AirlockEventData

export type AirlockEvent = {
  [K in AirlockEventType]: { type: K; data: AirlockEventData[K]; timestamp: number }
}[AirlockEventType]

export interface AirlockEvents {
  emit<K extends AirlockEventType>(type: K, data: AirlockEventData[K]): void
  subscribe(listener: (event: AirlockEvent) => void): () => void
  /** Drops every listener. */
  clear(): void
}

/** One instance's event emitter (what `subscribeEvents` listens to; analytics can too). */
export function createAirlockEvents(logger: Logger, now: () => number = Date.now): AirlockEvents {
  const listeners = new Set<(event: AirlockEvent) => void>()
  return {
    emit(type, data) {
      const event = { type, data, timestamp: now() } as AirlockEvent
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          // A dapp listener that throws must not keep the others (or the flow) from going on.
          logger.error(`${type} listener threw`, { error })
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => listeners.clear(),
  }
}
