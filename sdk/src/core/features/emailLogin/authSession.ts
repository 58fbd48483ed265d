import {
  AirlockError,
  type CaipAddress,
  ErrorCatalogue,
  parseCaipNetworkId,
} from '@airlock/protocol'
import { namespacesSupporting, supports } from '../../adapters/chainAdapters'
import type { PreferredAccountType } from '../../clients/frame/frameStorage'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  type FrameUser,
} from '../../connectors/auth/authConnector'
import { preferredAccountTypeFor } from '../../connectors/auth/preferredAccountType'
import { withoutUndefined } from '../../connectors/auth/withoutUndefined'
import { type AuthNamespace, type ChainNamespace, networkRpcUrl } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'
import type { SocialOption } from '../../stores/optionsStore'

/** What reading and writing the embedded wallet's signed-in user takes. */
export interface AuthSessionDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection'>
  connector: Pick<AuthConnector, 'getUser' | 'storage'>
}

/**
 * The namespace the embedded wallet signs in on: the active one if it supports
 * auth, else eip155, else solana; undefined when neither is configured.
 */
export function findAuthNamespace({
  stores,
}: {
  stores: Pick<AirlockStores, 'chains'>
}): AuthNamespace | undefined {
  const { activeNamespace, chains } = stores.chains.getState()
  if (isAuthNamespace(activeNamespace)) return activeNamespace
  return namespacesSupporting('embeddedWallet')
    .filter(isAuthNamespace)
    .find((n) => chains[n])
}

/** Whether the embedded wallet holds accounts on `namespace` (SPEC §6: eip155 and solana). */
export function isAuthNamespace(namespace: ChainNamespace | undefined): namespace is AuthNamespace {
  return supports(namespace, 'embeddedWallet')
}

export function authNamespace(deps: { stores: Pick<AirlockStores, 'chains'> }): AuthNamespace {
  const namespace = findAuthNamespace(deps)
  if (!namespace) throw new AirlockError('CHAIN_NOT_SUPPORTED')
  return namespace
}

/** A user's chain id as a CAIP-2 reference (a peer may send the full `solana:…` id). */
function chainReference(chainId: number | string): string {
  if (typeof chainId === 'string' && chainId.includes(':'))
    return parseCaipNetworkId(chainId).reference
  return String(chainId)
}

/**
 * What the frame is told with a sign-in (GET_USER, CONNECT_SOCIAL): the active network of
 * `namespace`, its RPC URL and the preferred account type there.
 */
export function authUserParameters(
  deps: {
    stores: Pick<AirlockStores, 'chains'>
    connector: Pick<AuthConnector, 'storage'>
  },
  namespace: AuthNamespace,
): {
  chainId: number | string
  preferredAccountType: PreferredAccountType
  rpcUrl?: string | undefined
} {
  const chain = deps.stores.chains.getState().chains[namespace]
  const network = chain?.network.caipNetwork
  if (!chain || !network) throw new AirlockError('NETWORK_NOT_FOUND')
  const preferredAccountType = preferredAccountTypeFor(
    namespace,
    network.id,
    chain.network.smartAccountEnabledNetworks,
    deps.connector.storage.getPreferredAccountType(),
  )
  return withoutUndefined({
    chainId: network.id,
    preferredAccountType,
    rpcUrl: networkRpcUrl(network),
  })
}

/** GET_USER for the active network of `namespace` (the auth namespace by default). */
export async function fetchAuthUser(
  deps: AuthSessionDeps,
  namespace: AuthNamespace = authNamespace(deps),
): Promise<{ namespace: AuthNamespace; user: FrameUser }> {
  const user = await deps.connector.getUser(authUserParameters(deps, namespace))
  return { namespace, user }
}

/** Writes a signed-in embedded-wallet user into the chains and connection stores. */
export function applyAuthUser(
  { stores }: { stores: Pick<AirlockStores, 'chains' | 'connection'> },
  namespace: AuthNamespace,
  user: FrameUser,
  /** The social login behind it; undefined for email. */
  socialProvider?: SocialOption | undefined,
): void {
  const { chains, connection } = stores
  const reference = chainReference(user.chainId)
  const chain = chains.getState().chains[namespace]
  // The frame may answer on another configured network than the one asked for; follow it.
  const network = chain?.network.requestedCaipNetworks.find(
    (candidate) => String(candidate.id) === reference,
  )
  if (network) chains.getState().setCaipNetwork(namespace, network)
  const caipAddress: CaipAddress = `${namespace}:${reference}:${user.address}`
  const preferred = user.preferredAccountType
  chains.getState().setAccount(namespace, {
    address: user.address,
    caipAddress,
    status: 'connected',
    user,
    preferredAccountType:
      preferred === 'eoa' || preferred === 'smartAccount' ? preferred : undefined,
    socialProvider,
    connectorId: AUTH_CONNECTOR_ID,
  })
  chains.getState().setActiveNamespace(namespace)
  connection
    .getState()
    .connected({ connectorId: AUTH_CONNECTOR_ID, namespace, address: user.address, caipAddress })
}

/** The message a store keeps for a failed step. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : ErrorCatalogue.SOMETHING_WENT_WRONG
}
