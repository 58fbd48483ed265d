import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { Identity, NameSuggestion, ProfileName } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import type { ControllerContext } from '../../context'
import { createNamesController } from './namesController'
import type { NamesStore } from './namesStore'

export interface NamesDeps {
  ctx: ControllerContext
  /** Undefined without `apiUrls.blockchainApi`: names have no source then. */
  api: BlockchainApiClient | undefined
  /** The provider holding the eip155 account: it signs the registration message. */
  getEvmProvider(): Eip1193Provider | undefined
}

/** Account names (SPEC §1 "resolve and register account names"), eip155 only (SPEC §9). */
export interface Names {
  readonly store: NamesStore
  /** False without a blockchain API: names have no source then. */
  readonly available: boolean
  /**
   * The address a name points to (on the active network's coin type, else its
   * first); undefined when the name is not registered. Rejects 'Error resolving
   * name' (or the API's first reason).
   */
  resolveName(name: string): Promise<string | undefined>
  /** Suggestions in the zone (namesZone.ts) for what the user typed; rejects 'Error fetching name suggestions'. */
  getSuggestions(name: string): Promise<NameSuggestion[]>
  /** The names `address` holds (cached 5 min unless `forceUpdate`); rejects 'Error fetching names for address'. */
  getNamesForAddress(
    address: string,
    options?: { forceUpdate?: boolean | undefined },
  ): Promise<ProfileName[]>
  /**
   * Registers `name` (letters, digits, hyphens, at least 4) in the zone for
   * the connected address: the wallet signs the message, the API records it.
   * On success the router shows RegisterAccountNameSuccess; on failure it goes
   * back to RegisterAccountName, the toast says 'Error registering name {name}'
   * and the promise rejects with the same error (callers need not show it again).
   */
  registerName(name: string): Promise<void>
  /**
   * The connected address's name and avatar into the chain account's
   * profileName / profileImage (cached 5 min). Undefined when there is none or
   * the lookup failed: an identity is decoration, never an error.
   */
  fetchIdentity(options?: { forceUpdate?: boolean }): Promise<Identity | undefined>
}

/**
 * The instance's names once first used (features/account/ loads
 * this): what they say about an address is dropped when the address changes.
 */
export function createNames(
  deps: NamesDeps,
  store: NamesStore,
): Omit<Names, 'store' | 'available'> & { dispose(): void } {
  const { stores } = deps.ctx
  const controller = createNamesController(deps, store)
  let lastAddress = stores.chains.getState().chains.eip155?.account.address
  const stopFollowing = stores.chains.subscribe(({ chains }) => {
    const address = chains.eip155?.account.address
    if (address === lastAddress) return
    lastAddress = address
    store.getState().reset()
    const account = chains.eip155?.account
    if (account?.profileName !== undefined || account?.profileImage !== undefined) {
      stores.chains.getState().setAccount('eip155', {
        profileName: undefined,
        profileImage: undefined,
      })
    }
  })
  return {
    resolveName: controller.resolveName,
    getSuggestions: controller.getSuggestions,
    getNamesForAddress: controller.getNamesForAddress,
    registerName: controller.registerName,
    fetchIdentity: (options) => controller.fetchIdentity(options?.forceUpdate),
    dispose: stopFollowing,
  }
}
