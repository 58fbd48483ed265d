import type { QueryClient } from '@tanstack/query-core'
import type { BlockchainApiService } from '../../clients/blockchainApi/blockchainApiService'
import type { Identity, NameSuggestion, ProfileName } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { callOrIdle } from '../../instance/featureCalls'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import { createNamesStore, type NamesStore } from './namesStore'

export interface NamesDeps {
  stores: Pick<AirlockStores, 'chains' | 'toast' | 'router'>
  logger: Logger
  /** The blockchain API; without `apiUrls.blockchainApi` names have no source. */
  api: BlockchainApiService
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
  /** The QueryClient the names queries live in (the dapp's, else the instance's own), once loaded. */
  queryClient(): Promise<QueryClient>
}

/**
 * What the page pays for: the store and these forwarders; the calls
 * (names.impl.ts) and the API client load on first use. A chunk that fails to
 * load rejects (the caller shows it); after destroy, calls answer nothing.
 */
export const createNamesFeature = defineFeature({
  state: (): NamesStore => createNamesStore(),
  load: (deps: NamesDeps) =>
    Promise.all([import('./names.impl'), deps.api.load()]).then(([impl]) => impl),
  methods: (feature): Names => {
    const available = feature.deps.api.configured
    // After destroy a call answers nothing; a chunk that fails to load rejects.
    return {
      store: feature.state,
      available,
      resolveName: (name) => callOrIdle(feature, undefined, (names) => names.resolveName(name)),
      getSuggestions: (name) => callOrIdle(feature, [], (names) => names.getSuggestions(name)),
      getNamesForAddress: (address, options) =>
        callOrIdle(feature, [], (names) => names.getNamesForAddress(address, options)),
      registerName: (name) => callOrIdle(feature, undefined, (names) => names.registerName(name)),
      queryClient: () => feature.use((names) => names.queryClient()),
      // An identity is decoration: without a data API nothing is loaded for it.
      fetchIdentity: (options) =>
        available
          ? callOrIdle(feature, undefined, (names) =>
              names.fetchIdentity(options?.forceUpdate),
            ).catch(() => undefined)
          : Promise.resolve(undefined),
    }
  },
})
