import { ENS_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from '@airlock/protocol'
import type { CachedQueries } from '../../query/cachedQueries'
import {
  type ApiRequesterOptions,
  type CallOptions,
  createApiRequester,
  type Schema,
} from './apiRequest'
import * as schemas from './responseSchemas'
import type {
  AllowanceResponse,
  BalanceResponse,
  BuildApproveParameters,
  BuildTransactionParameters,
  BuildTransactionResponse,
  FungiblePriceParameters,
  FungiblePriceResponse,
  GasPriceResponse,
  GetAllowanceParameters,
  GetBalanceParameters,
  GetGasPriceParameters,
  GetHistoryParameters,
  GetOnrampOptionsParameters,
  GetQuotesParameters,
  GetSwapTokensParameters,
  HistoryResponse,
  Identity,
  NameSuggestionsResponse,
  OnrampOptionsResponse,
  OnrampQuoteParameters,
  OnrampQuoteResponse,
  OnrampUrlParameters,
  OnrampUrlResponse,
  ProfileName,
  QuotesResponse,
  RegisterNameParameters,
  RevokeSessionParameters,
  SessionsResponse,
  SupportedChains,
  SwapTokensResponse,
} from './types'

export interface BlockchainApiClientOptions extends ApiRequesterOptions {
  /** The SPEC §9 caches; without them, every call goes to the network. */
  queries?: CachedQueries | undefined
}

/** Calls whose answer may come from the cache: `forceUpdate` skips it (and refreshes it). */
export interface CachedCallOptions extends CallOptions {
  forceUpdate?: boolean | undefined
}

/** The blockchain data API of SPEC §7: one method per path. Touches nothing until called. */
export interface BlockchainApiClient {
  getSupportedChains(options?: CallOptions): Promise<SupportedChains>
  /** `/v1/identity/{address}`; cached 5 min. */
  getIdentity(address: string, options?: CachedCallOptions): Promise<Identity>
  getHistory(parameters: GetHistoryParameters, options?: CallOptions): Promise<HistoryResponse>
  /** `/v1/account/{address}/balance`; cached 30 s, `forceUpdate` also tells the API to skip its own. */
  getBalance(parameters: GetBalanceParameters, options?: CallOptions): Promise<BalanceResponse>
  getQuotes(parameters: GetQuotesParameters, options?: CallOptions): Promise<QuotesResponse>
  getSwapTokens(
    parameters: GetSwapTokensParameters,
    options?: CallOptions,
  ): Promise<SwapTokensResponse>
  getAllowance(
    parameters: GetAllowanceParameters,
    options?: CallOptions,
  ): Promise<AllowanceResponse>
  getGasPrice(parameters: GetGasPriceParameters, options?: CallOptions): Promise<GasPriceResponse>
  buildApprove(
    parameters: BuildApproveParameters,
    options?: CallOptions,
  ): Promise<BuildTransactionResponse>
  buildTransaction(
    parameters: BuildTransactionParameters,
    options?: CallOptions,
  ): Promise<BuildTransactionResponse>
  getFungiblePrice(
    parameters: FungiblePriceParameters,
    options?: CallOptions,
  ): Promise<FungiblePriceResponse>
  /** `/v1/profile/account/{name}`; cached 5 min. */
  lookupName(name: string, options?: CachedCallOptions): Promise<ProfileName>
  /** `/v1/profile/reverse/{address}`: the names an address holds; cached 5 min. */
  reverseLookup(address: string, options?: CachedCallOptions): Promise<ProfileName[]>
  getNameSuggestions(
    name: string,
    zone?: string,
    options?: CallOptions,
  ): Promise<NameSuggestionsResponse>
  /** `POST /v1/profile/account`; drops the cached names of the address. */
  registerName(parameters: RegisterNameParameters, options?: CallOptions): Promise<unknown>
  getOnrampOptions(
    parameters?: GetOnrampOptionsParameters,
    options?: CallOptions,
  ): Promise<OnrampOptionsResponse>
  getOnrampQuote(
    parameters: OnrampQuoteParameters,
    options?: CallOptions,
  ): Promise<OnrampQuoteResponse>
  generateOnrampUrl(
    parameters: OnrampUrlParameters,
    options?: CallOptions,
  ): Promise<OnrampUrlResponse>
  /** `/v1/sessions/{id}`, id being the CAIP-10 account. */
  getSessions(id: string, options?: CallOptions): Promise<SessionsResponse>
  revokeSession(
    id: string,
    parameters: RevokeSessionParameters,
    options?: CallOptions,
  ): Promise<unknown>
}

const segment = encodeURIComponent
/** Addresses are compared case-insensitively: one cache entry per account, however it is spelled. */
const addressKey = (address: string) => address.toLowerCase()

export function createBlockchainApiClient(
  options: BlockchainApiClientOptions,
): BlockchainApiClient {
  const api = createApiRequester(options)
  const { queries } = options

  /**
   * Serves `key` while fresh unless forced, else loads it (callers asking meanwhile share the
   * request). A cached read runs for whoever waits on it, so it carries the query's own signal.
   */
  function cached<T>(
    key: string[],
    lifetimeMs: number,
    schema: Schema<T>,
    call: CachedCallOptions,
    load: (call: CallOptions) => Promise<T>,
  ): Promise<T> {
    if (!queries) return load(call)
    const { forceUpdate, ...rest } = call
    return queries.fetch({
      key,
      lifetimeMs,
      schema,
      forceUpdate,
      load: (signal) => load({ ...rest, signal }),
    })
  }

  return {
    getSupportedChains: (call) =>
      api.get('v1/supported-chains', {}, schemas.supportedChainsSchema, call),
    getIdentity: (address, call = {}) =>
      cached(
        ['identity', addressKey(address)],
        IDENTITY_CACHE_MS,
        schemas.identitySchema,
        call,
        (c) => api.get(`v1/identity/${segment(address)}`, {}, schemas.identitySchema, c),
      ),
    getHistory: ({ account, cursor, onramp, chainId }, call = {}) =>
      api.get(
        `v1/account/${segment(account)}/history`,
        { cursor, onramp, chainId },
        schemas.historySchema,
        {
          // SPEC §7: on-ramp (coinbase) history must not come from the HTTP cache: a purchase is awaited.
          cache: onramp ? 'no-cache' : undefined,
          ...call,
        },
      ),
    getBalance: ({ address, chainId, currency = 'usd', forceUpdate }, call = {}) =>
      cached(
        ['balance', chainId, addressKey(address), currency],
        PORTFOLIO_CACHE_MS,
        schemas.balanceSchema,
        { ...call, forceUpdate },
        (c) =>
          api.get(
            `v1/account/${segment(address)}/balance`,
            { currency, chainId, forceUpdate: forceUpdate ? true : undefined },
            schemas.balanceSchema,
            c,
          ),
      ),
    getQuotes: (parameters, call) =>
      api.get('v1/convert/quotes', { ...parameters }, schemas.quotesSchema, call),
    getSwapTokens: (parameters, call) =>
      api.get('v1/convert/tokens', { ...parameters }, schemas.swapTokensSchema, call),
    getAllowance: (parameters, call) =>
      api.get('v1/convert/allowance', { ...parameters }, schemas.allowanceSchema, call),
    getGasPrice: (parameters, call) =>
      api.get('v1/convert/gas-price', { ...parameters }, schemas.gasPriceSchema, call),
    buildApprove: (parameters, call) =>
      api.get('v1/convert/build-approve', { ...parameters }, schemas.buildTransactionSchema, call),
    buildTransaction: (parameters, call) =>
      api.post('v1/convert/build-transaction', parameters, schemas.buildTransactionSchema, call),
    getFungiblePrice: (parameters, call) =>
      api.post('v1/fungible/price', parameters, schemas.fungiblePriceResponseSchema, call),
    lookupName: (name, call = {}) =>
      cached(['name', name.toLowerCase()], ENS_CACHE_MS, schemas.profileNameSchema, call, (c) =>
        api.get(`v1/profile/account/${segment(name)}`, {}, schemas.profileNameSchema, c),
      ),
    reverseLookup: (address, call = {}) =>
      cached(
        ['reverse', addressKey(address)],
        ENS_CACHE_MS,
        schemas.reverseLookupSchema,
        call,
        (c) =>
          api.get(`v1/profile/reverse/${segment(address)}`, {}, schemas.reverseLookupSchema, c),
      ),
    getNameSuggestions: (name, zone, call) =>
      api.get(`v1/profile/suggestions/${segment(name)}`, { zone }, schemas.suggestionsSchema, call),
    async registerName(parameters, call) {
      const answer = await api.post('v1/profile/account', parameters, schemas.anyBodySchema, call)
      // The address now holds one more name; its identity may have become that name.
      queries?.remove(['reverse', addressKey(parameters.address)])
      queries?.remove(['identity', addressKey(parameters.address)])
      return answer
    },
    getOnrampOptions: (parameters = {}, call = undefined) =>
      api.get('v1/onramp/options', { ...parameters }, schemas.onrampOptionsSchema, call),
    getOnrampQuote: (parameters, call) =>
      api.post('v1/onramp/quote', parameters, schemas.onrampQuoteSchema, call),
    generateOnrampUrl: (parameters, call) =>
      api.post('v1/generators/onrampurl', parameters, schemas.onrampUrlSchema, call),
    getSessions: (id, call) =>
      api.get(`v1/sessions/${segment(id)}`, {}, schemas.sessionsSchema, call),
    revokeSession: (id, parameters, call) =>
      api.post(`v1/sessions/${segment(id)}/revoke`, parameters, schemas.anyBodySchema, call),
  }
}
