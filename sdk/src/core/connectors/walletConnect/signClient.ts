import { SignClient } from '@walletconnect/sign-client'
import type { Metadata } from '../../stores/optionsStore'

export type WalletConnectSignClient = Awaited<ReturnType<typeof SignClient.init>>
export type WalletConnectSession = ReturnType<WalletConnectSignClient['session']['getAll']>[number]

export interface SignClientOptions {
  projectId: string
  relayUrl: string | undefined
  metadata: Metadata
  /** Keys this instance's storage (two clients in a page must not share it). */
  storagePrefix: string
}

/**
 * sign-client 2.21.8 as a dapp. Telemetry is off. Verify has no switch in 2.21.8: in
 * a browser `verify.register` opens an iframe to verify.walletconnect.org on every
 * proposal and request, so with a relay of the dapp's own (nothing of the vendor's
 * may be reached) both Verify calls answer locally instead.
 */
export async function createSignClient(
  options: SignClientOptions,
): Promise<WalletConnectSignClient> {
  const client = await SignClient.init({
    projectId: options.projectId,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    metadata: options.metadata,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: options.storagePrefix,
  })
  if (options.relayUrl) neutraliseVerify(client)
  return client
}

/** Verify answers "no attestation" without a request; the engine treats that as unverified. */
export function neutraliseVerify(client: WalletConnectSignClient): void {
  const { verify } = client.core
  verify.register = (async () => '') as unknown as typeof verify.register
  verify.resolve = (async () => undefined) as unknown as typeof verify.resolve
}
