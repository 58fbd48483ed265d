import {
  AirlockError,
  isDecimalNumber,
  UnsupportedChainError,
  ValidationError,
} from '@airlock/protocol'
import { supports } from '../../adapters/chainAdapters'
import { isBadAnswer } from '../../clients/blockchainApi/apiRequest'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'

import type {
  OnrampPurchaseCurrency,
  OnrampQuoteParameters,
  OnrampUrlParameters,
} from '../../clients/blockchainApi/types'
import type { CaipNetwork } from '../../networks/types'
import {
  type ActiveAccount,
  onActiveAccountChange,
  readActiveAccount,
} from '../../stores/activeAccount'
import type { Onramp, OnrampDeps } from './index'
import { isWithinOnrampLimits, onrampLimits } from './onrampLimits'
import type { OnrampQuoteDetails, OnrampState, OnrampStore } from './onrampStore'

/** The on-ramp once first used (index.ts forwards to it). */
export type StartedOnramp = Pick<Onramp, 'loadOptions' | 'quote' | 'openProvider'> & {
  dispose(): void
}

/** The on-ramp's name of `network` among a currency's networks (matched by chain id). */
function networkEntry(currency: OnrampPurchaseCurrency | undefined, network: CaipNetwork) {
  return currency?.networks.find(
    (entry) => entry.chain_id === String(network.id) || entry.chain_id === network.caipNetworkId,
  )
}

/** The choices a quote is for; another choice makes an answer stale. */
const sameChoices = (a: OnrampState, b: OnrampState) =>
  a.paymentAmount === b.paymentAmount &&
  a.paymentCurrency === b.paymentCurrency &&
  a.paymentMethod === b.paymentMethod &&
  a.purchaseCurrency === b.purchaseCurrency

const round2 = (value: number) => Math.round(value * 100) / 100

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function defaultOpen(url: string): void {
  // noopener: the provider's page gets no handle on the dapp's window.
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** The instance's on-ramp once first used: a network change re-filters what can be bought. */
export function start(deps: OnrampDeps, store: OnrampStore): StartedOnramp {
  const { stores, logger } = deps
  const { client } = loadedApi(deps.api)
  // index.ts calls nothing without a configured API (the feature is unavailable then).
  if (!client)
    throw new AirlockError('SOMETHING_WENT_WRONG', { cause: new Error('no blockchain API') })
  const api = client
  let purchasable: OnrampPurchaseCurrency[] = []
  let loadTurn = 0
  let quoteTurn = 0

  /** SPEC §9: the on-ramp serves eip155 and solana accounts. */
  function onrampAccount(): ActiveAccount {
    const account = readActiveAccount(stores)
    if (!account) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    if (!supports(account.namespace, 'onramp')) throw new UnsupportedChainError('UNSUPPORTED_CHAIN')
    return account
  }

  /** What can be bought on the active network; the choice kept if still there, else its native currency first. */
  function filterForNetwork(): void {
    const network = readActiveAccount(stores)?.network
    const here = network ? purchasable.filter((entry) => networkEntry(entry, network)) : []
    const chosen = store.getState().purchaseCurrency
    const keep = here.some((entry) => entry.symbol === chosen)
    const native = here.find((entry) => entry.symbol === network?.nativeCurrency.symbol)
    store.setState({
      purchaseCurrencies: here,
      purchaseCurrency: keep ? chosen : (native ?? here[0])?.symbol,
    })
  }

  function fail(error: unknown, toast: boolean): AirlockError {
    const failure =
      error instanceof AirlockError
        ? error
        : new AirlockError('SOMETHING_WENT_WRONG', { cause: error })
    logger.error('on-ramp failed', { error })
    store.setState({ error: failure.message })
    if (toast) stores.toast.getState().showError(failure)
    return failure
  }

  // The active network changed: what can be bought is filtered again, the quote dropped.
  const stopFollowing = onActiveAccountChange(stores, () => {
    quoteTurn++
    store.setState({ quote: undefined, quoteLoading: false, url: undefined, error: undefined })
    filterForNetwork()
  })

  return {
    async loadOptions(options = {}) {
      const mine = ++loadTurn
      store.setState({ loading: true, error: undefined, country: options.country })
      try {
        const answer = await api.getOnrampOptions(options)
        if (mine !== loadTurn) return
        purchasable = answer.purchaseCurrencies
        store.setState({ paymentCurrencies: answer.paymentCurrencies, loading: false })
        filterForNetwork()
      } catch (error) {
        if (mine !== loadTurn) return
        store.setState({ loading: false })
        fail(error, true)
      }
    },

    async quote() {
      const mine = ++quoteTurn
      const state = store.getState()
      const current = () => mine === quoteTurn && sameChoices(store.getState(), state)
      const amount =
        state.paymentAmount && isDecimalNumber(state.paymentAmount)
          ? Number(state.paymentAmount)
          : Number.NaN
      const limits = onrampLimits(
        state.paymentCurrencies,
        state.paymentCurrency,
        state.paymentMethod,
      )
      const account = readActiveAccount(stores)
      const currency = purchasable.find((entry) => entry.symbol === state.purchaseCurrency)
      const network = account && networkEntry(currency, account.network)
      if (!isWithinOnrampLimits(amount, limits) || !currency || !network) {
        store.setState({ quote: undefined, quoteLoading: false })
        return undefined
      }
      store.setState({ quoteLoading: true, error: undefined })
      // `paymentMethod` is not in SPEC's body; the fee differs by method, so it is sent along.
      const body: OnrampQuoteParameters & { paymentMethod: string } = {
        purchaseCurrency: currency.symbol,
        paymentCurrency: state.paymentCurrency,
        amount: state.paymentAmount ?? '',
        network: network.name,
        paymentMethod: state.paymentMethod,
      }
      try {
        const answer = await api.getOnrampQuote(body)
        if (!current()) return undefined
        const total = Number(answer.paymentTotal.amount)
        const fee = Number(answer.coinbaseFee.amount)
        const quote: OnrampQuoteDetails = {
          ...answer,
          feePercent: total > 0 && Number.isFinite(fee) ? round2((fee / total) * 100) : 0,
        }
        store.setState({ quote, quoteLoading: false })
        return quote
      } catch (error) {
        if (!current()) return undefined
        store.setState({ quote: undefined, quoteLoading: false })
        fail(error, false)
        return undefined
      }
    },

    async openProvider() {
      try {
        const account = onrampAccount()
        const state = store.getState()
        const currency = purchasable.find((entry) => entry.symbol === state.purchaseCurrency)
        const network = networkEntry(currency, account.network)?.name
        const amount = Number(state.paymentAmount)
        const parameters: OnrampUrlParameters = {
          destinationWallets: [
            {
              address: account.address,
              ...(network && { blockchains: [network] }),
              ...(state.purchaseCurrency && { assets: [state.purchaseCurrency] }),
            },
          ],
          partnerUserId: account.address,
          defaultNetwork: network,
          paymentAmount: Number.isFinite(amount) && amount > 0 ? amount : undefined,
          paymentCurrency: state.paymentCurrency,
        }
        const url = await api.generateOnrampUrl(parameters).then(
          (answer) => answer.url,
          (error: unknown) => {
            // An answer without a url is the API providing none, not a failure of the call.
            if (isBadAnswer(error)) return ''
            throw error
          },
        )
        // Only a web page is opened: a javascript: or data: URL from the API is refused.
        if (!url || !isHttpUrl(url)) throw new ValidationError('NO_URL_PROVIDED')
        ;(deps.openWindow ?? defaultOpen)(url)
        store.setState({ url, error: undefined })
        return url
      } catch (error) {
        throw fail(error, true)
      }
    },

    dispose: stopFollowing,
  }
}
