import { ValidationError } from '@airlock/protocol'
import type { Metadata } from '../../stores/optionsStore'

/** `walletConnect` in the SDK options. */
export interface WalletConnectOptions {
  /** A WalletConnect project id: the public relay needs one; a relay of your own accepts any. */
  projectId: string
  /** ws:// or wss:// relay (default the public relay). Set, Verify and telemetry are off. */
  relayUrl?: string | undefined
  /** What the wallet shows about the dapp (default the SDK's `metadata`). */
  metadata?: Metadata | undefined
}

/** Throws, with the exact reason, for WalletConnect options that could never pair. */
export function assertWalletConnectOptions(options: WalletConnectOptions): void {
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '')
    throw new ValidationError('PROJECT_ID_NOT_CONFIGURED', {
      message: 'walletConnect.projectId must be a non-empty string.',
    })
  if (options.relayUrl === undefined) return
  let protocol: string
  try {
    protocol = new URL(options.relayUrl).protocol
  } catch {
    protocol = ''
  }
  if (protocol !== 'ws:' && protocol !== 'wss:')
    throw new ValidationError('NO_URL_PROVIDED', {
      message: `walletConnect.relayUrl must be a ws:// or wss:// URL, not "${options.relayUrl}".`,
    })
}

/** WalletConnect is offered only with a project id (no row, no code, no request otherwise). */
export const walletConnectEnabled = (
  options: WalletConnectOptions | undefined,
): options is WalletConnectOptions => !!options?.projectId
