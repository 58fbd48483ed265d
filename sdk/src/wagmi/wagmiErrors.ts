import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError } from 'wagmi'

/**
 * A refusal by the user, however it reached us: an EIP-1193 error (`code`
 * 4001, from a browser wallet or the embedded provider) or an AirlockError
 * (`rpcCode` 4001, from the secure frame).
 */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, rpcCode } = error as { code?: unknown; rpcCode?: unknown }
  return code === UserRejectedRequestError.code || rpcCode === UserRejectedRequestError.code
}

/** What wagmi's own connectors throw from `switchChain`, for a failure of the SDK's switch. */
export function switchChainFailure(error: unknown): Error {
  const cause = error instanceof Error ? error : new Error(String(error))
  if (isUserRejection(error)) return new UserRejectedRequestError(cause)
  return new SwitchChainError(cause)
}

/** A chain wagmi or Airlock does not configure: wagmi's `injected` throws the same. */
export function chainNotConfigured(): SwitchChainError {
  return new SwitchChainError(new ChainNotConfiguredError())
}

/**
 * @wagmi/core's ConnectorNotConnectedError (its name and message), which `wagmi` does not
 * re-export: the connector imports only from `wagmi`, the package an app installs.
 */
export function connectorNotConnected(): Error {
  const error = new Error('Connector not connected.')
  error.name = 'ConnectorNotConnectedError'
  return error
}
