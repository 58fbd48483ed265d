import { AirlockError, type ErrorCode, formatError, validateName } from '@airlock/protocol'
import { stringToHex } from 'viem'
import { supports } from '../../adapters/chainAdapters'
import { apiFailureOf } from '../../clients/blockchainApi/apiRequest'
import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'
import type { Identity, ProfileName, RegisterNameMessage } from '../../clients/blockchainApi/types'
import { readActiveAccount } from '../../stores/activeAccount'
import type { Names, NamesDeps } from './index'
import type { NamesStore } from './namesStore'
import { NAME_ZONE } from './namesZone'

/** The names once first used (index.ts forwards to them). */
export type StartedNames = Omit<Names, 'store' | 'available' | 'fetchIdentity'> & {
  fetchIdentity(forceUpdate?: boolean): Promise<Identity | undefined>
  dispose(): void
}

/**
 * ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else the chain
 * id with the high bit set (anvil's 31337 → 2147514985).
 */
export function evmCoinType(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/** `ada` → `ada.airlock.id`; a name already in the zone is kept. Names are lower case. */
export function fullName(name: string): string {
  const lower = name.trim().toLowerCase()
  return lower.endsWith(`.${NAME_ZONE}`) ? lower : `${lower}.${NAME_ZONE}`
}

/**
 * SPEC §8: a name call fails with its catalogue message ('Error registering name {name}'…);
 * only the lookup of a name ('Error resolving name') shows the API's first reason instead.
 */
function nameError(error: unknown, code: ErrorCode, values?: Record<string, string>): AirlockError {
  const body = apiFailureOf(error)?.body as { reasons?: { description?: unknown }[] } | undefined
  const reason = code === 'ERROR_RESOLVING_NAME' ? body?.reasons?.[0]?.description : undefined
  const message = typeof reason === 'string' && reason ? reason : formatError(code, values ?? {})
  return new AirlockError(code, { message, cause: error })
}

function addressOf(profile: ProfileName, coinType: number | undefined): string | undefined {
  const byCoin = coinType === undefined ? undefined : profile.addresses[String(coinType)]?.address
  return byCoin ?? Object.values(profile.addresses)[0]?.address
}

/**
 * The instance's names once first used: what they say about an address is
 * dropped when the address changes.
 */
export function start(deps: NamesDeps, store: NamesStore): StartedNames {
  const { stores, logger } = deps
  const { client: api, queries } = loadedApi(deps.api)
  const stopFollowing = followAddress(stores, store)

  /** The client, or the call's SPEC error when no blockchain API is configured. */
  function client(code: ErrorCode, values?: Record<string, string>): BlockchainApiClient {
    if (!api) throw nameError(new Error('no blockchain API configured'), code, values)
    return api
  }

  /** Runs a call with the store's loading flag and error, mapping its failure to `code`. */
  async function tracked<T>(
    code: ErrorCode,
    values: Record<string, string> | undefined,
    call: (api: BlockchainApiClient) => Promise<T>,
  ): Promise<T> {
    store.setState({ loading: true, error: undefined })
    try {
      const result = await call(client(code, values))
      store.setState({ loading: false })
      return result
    } catch (error) {
      const failure =
        error instanceof AirlockError && error.code === code
          ? error
          : nameError(error, code, values)
      store.setState({ loading: false, error: failure.message })
      throw failure
    }
  }

  async function signRegistration(name: string) {
    const account = readActiveAccount(stores)
    const provider = deps.getEvmProvider()
    if (!account || !supports(account.namespace, 'names') || !provider)
      throw new Error('no connected EVM account')
    const body: RegisterNameMessage = {
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    }
    const message = JSON.stringify(body)
    const signature = await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), account.address],
    })
    if (typeof signature !== 'string') throw new Error('the wallet returned no signature')
    return {
      coin_type: evmCoinType(Number(account.network.id)),
      address: account.address,
      message,
      signature,
    }
  }

  return {
    resolveName: (name) =>
      tracked('ERROR_RESOLVING_NAME', undefined, async (api) => {
        try {
          const profile = await api.lookupName(name)
          const network = readActiveAccount(stores)?.network
          const coinType =
            network?.chainNamespace === 'eip155' ? evmCoinType(Number(network.id)) : undefined
          return addressOf(profile, coinType)
        } catch (error) {
          // Not registered is an answer, not a failure.
          if (apiFailureOf(error)?.status === 404) return undefined
          throw error
        }
      }),
    getSuggestions: (name) =>
      tracked('ERROR_FETCHING_NAME_SUGGESTIONS', undefined, async (api) => {
        const { suggestions } = await api.getNameSuggestions(name.trim().toLowerCase(), NAME_ZONE)
        store.setState({ suggestions })
        return suggestions
      }),
    // Its loading and error live in the caller's query (getNamesQueryOptions), not the store.
    async getNamesForAddress(address, options) {
      try {
        return await client('ERROR_FETCHING_NAMES_FOR_ADDRESS').reverseLookup(address, {
          forceUpdate: options?.forceUpdate,
        })
      } catch (error) {
        throw error instanceof AirlockError && error.code === 'ERROR_FETCHING_NAMES_FOR_ADDRESS'
          ? error
          : nameError(error, 'ERROR_FETCHING_NAMES_FOR_ADDRESS')
      }
    },
    async registerName(name) {
      // SPEC §5 rule on the label the user typed, with or without the zone.
      const suffix = `.${NAME_ZONE}`
      const typed = name.trim()
      const label = typed.toLowerCase().endsWith(suffix) ? typed.slice(0, -suffix.length) : typed
      const invalid = validateName(label)
      if (invalid) throw new AirlockError('ERROR_REGISTERING_NAME', { message: invalid })
      const full = fullName(name)
      try {
        await tracked('ERROR_REGISTERING_NAME', { name: full }, async (api) => {
          const registration = await signRegistration(full)
          await api.registerName(registration)
          stores.chains.getState().setAccount('eip155', { profileName: full })
        })
      } catch (error) {
        const failure = error as AirlockError
        stores.router.getState().replace('RegisterAccountName')
        stores.toast.getState().showError(failure)
        throw failure
      }
      store.setState({ registered: full })
      stores.router.getState().replace('RegisterAccountNameSuccess')
    },
    async fetchIdentity(forceUpdate) {
      const account = readActiveAccount(stores)
      if (!account || !supports(account.namespace, 'names')) return undefined
      try {
        const identity = await api?.getIdentity(account.address, { forceUpdate })
        // The account may have changed while the answer travelled.
        if (!identity || readActiveAccount(stores)?.address !== account.address) return undefined
        stores.chains.getState().setAccount('eip155', {
          profileName: identity.name ?? undefined,
          profileImage: identity.avatar ?? undefined,
        })
        return identity
      } catch (error) {
        logger.error('identity lookup failed', { error })
        return undefined
      }
    },
    queryClient: () => Promise.resolve(queries.client),
    dispose: stopFollowing,
  }
}

/** Drops the names and the profile of an address that is no longer the connected one. */
function followAddress(stores: NamesDeps['stores'], store: NamesStore): () => void {
  let lastAddress = stores.chains.getState().chains.eip155?.account.address
  return stores.chains.subscribe(({ chains }) => {
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
}
