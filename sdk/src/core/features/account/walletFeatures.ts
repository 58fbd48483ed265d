import { AirlockError, ErrorCatalogue } from '@airlock/protocol'
import type { ControllerContext } from '../../context'
import type { Features } from '../../stores/optionsStore'
import type { Onramp } from '../onramp/onramp'
import { createOnrampStore, type OnrampStore } from '../onramp/onrampStore'
import type { Send } from '../send/send'
import { createSendStore, type SendStore } from '../send/sendStore'
import type { StartedAccountFeatures } from './startAccountFeatures'

/** The wallet features of SPEC §1 that move value: send, swap and buy. */
export interface WalletFeatures {
  send: Send
  onramp: Onramp
  /** Stops following the chains store. */
  dispose(): void
}

export interface WalletFeatureStores {
  send: SendStore
  onramp: OnrampStore
}

export function createWalletFeatureStores(): WalletFeatureStores {
  return { send: createSendStore(), onramp: createOnrampStore() }
}

export interface WalletFeaturesInput {
  ctx: ControllerContext
  stores: WalletFeatureStores
  /** A blockchain API is configured: swaps and the on-ramp have a source. */
  apiConfigured: boolean
  /**
   * Runs `call` on the started account features (the lazy chunk); rejects
   * 'Request was aborted' after destroy, and when the chunk fails to load.
   */
  run<T>(call: (features: StartedAccountFeatures) => Promise<T>): Promise<T>
}

/** A feature turned off by its flag: the view is hidden, and a call is a developer error. */
function off(flag: keyof Features): Promise<never> {
  return Promise.reject(
    new AirlockError('SOMETHING_WENT_WRONG', {
      cause: new Error(`features.${flag} is off, or no blockchain API is configured`),
    }),
  )
}

/**
 * Send, swap and buy on the instance. What the page pays for at start: three
 * small stores, these forwarders, and one subscription (SPEC §4: switching
 * namespace resets the send state). Each feature's logic is its own chunk,
 * loaded on its first call, so opening the Account view does not load them.
 */
export function createWalletFeatures(input: WalletFeaturesInput): WalletFeatures {
  const { ctx, stores, apiConfigured, run } = input
  const { features } = ctx.stores.options.getState()
  const sendOn = features.send
  const onrampOn = features.onramp && apiConfigured

  /** For calls that never reject: a chunk that fails to load is a toast and the idle answer. */
  function quietly<T>(idle: T, call: Promise<T>): Promise<T> {
    return call.catch((error: unknown) => {
      if (error instanceof AirlockError && error.code === 'REQUEST_ABORTED') return idle
      ctx.logger.error('wallet feature failed to load', { error })
      ctx.stores.toast.getState().showError(ErrorCatalogue.SOMETHING_WENT_WRONG)
      return idle
    })
  }

  // SPEC §4: a switch to another namespace resets the send form (switchNetwork sets the flag).
  const stopFollowing = ctx.stores.chains.subscribe((state, previous) => {
    if (state.switchingNamespace && !previous.switchingNamespace) stores.send.getState().reset()
  })

  const send: Send = {
    store: stores.send,
    available: sendOn,
    setToken: (token) => stores.send.getState().setToken(token),
    setAmount: (amount) => stores.send.getState().setTokenAmount(amount),
    setReceiver: (text) =>
      sendOn ? run((f) => f.send().then((s) => s.setReceiver(text))) : off('send'),
    fetchTokenBalances: () =>
      sendOn ? run((f) => f.send().then((s) => s.fetchTokenBalances())) : off('send'),
    maxAmount: () => (sendOn ? run((f) => f.send().then((s) => s.maxAmount())) : off('send')),
    send() {
      if (!sendOn) return off('send')
      // Loading from the click on, the feature's chunk included.
      stores.send.setState({ loading: true, error: undefined })
      return run((f) => f.send().then((s) => s.send())).catch((error: unknown) => {
        stores.send.setState({ loading: false })
        throw error
      })
    },
    reset: () => stores.send.getState().reset(),
  }

  const onramp: Onramp = {
    store: stores.onramp,
    available: onrampOn,
    loadOptions: (options) =>
      onrampOn
        ? quietly(
            undefined,
            run((f) => f.onramp().then((o) => o.loadOptions(options))),
          )
        : off('onramp'),
    quote: () =>
      onrampOn
        ? quietly(
            undefined,
            run((f) => f.onramp().then((o) => o.quote())),
          )
        : off('onramp'),
    openProvider: () =>
      onrampOn ? run((f) => f.onramp().then((o) => o.openProvider())) : off('onramp'),
    setPaymentCurrency: (currency) => stores.onramp.getState().setPaymentCurrency(currency),
    setPaymentMethod: (method) => stores.onramp.getState().setPaymentMethod(method),
    setPurchaseCurrency: (symbol) => stores.onramp.getState().setPurchaseCurrency(symbol),
    setPaymentAmount: (amount) => stores.onramp.getState().setPaymentAmount(amount),
    reset: () => stores.onramp.getState().reset(),
  }

  return { send, onramp, dispose: stopFollowing }
}
