import { DEFAULT_DEBOUNCE_MS } from '@airlock/protocol'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { onrampLimits, onrampPaymentMethods } from '../../../core/features/onramp/onrampLimits'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { truncateAddress } from '../../ui/truncateAddress'
import { useStore } from '../../useStore'
import { amountProblem, OnrampAmountField } from './OnrampAmountField'
import { OnrampChoices } from './OnrampChoices'
import { OnrampQuote } from './OnrampQuote'
import { OnrampWaiting, useOnrampDelivery } from './OnrampWaiting'

/** This view's CSS, loaded with it (viewRegistry.ts). */
export { onrampStyles as styles } from './onrampStyles'

/**
 * The provider behind the blockchain API's on-ramp: its quotes carry a
 * `coinbaseFee` and its purchases are the history's `onramp=coinbase`.
 */
export const ONRAMP_PROVIDER = 'Coinbase'

/** SPEC §9: the fallback limits are stated in USD or EUR, the currencies offered without a list. */
const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const

/**
 * 'OnRampProviders' ("Buy Crypto"): what to buy on the active network, in which
 * currency and how to pay, the amount within the method's limits, the
 * provider's quote as the visitor types (debounced), then the provider's page
 * in a new window (the core opens it, noopener). Afterwards the view waits for
 * the purchase to arrive and refreshes the balances (OnrampWaiting.tsx).
 */
export function OnRampProvidersView() {
  const instance = useAirlockInstance()
  const { onramp } = instance
  const { store } = onramp
  const { chains, router } = instance.stores
  const account = useStore(chains, (state) =>
    state.activeNamespace ? state.chains[state.activeNamespace] : undefined,
  )
  const address = account?.account.address
  const network = account?.network.caipNetwork
  const paymentCurrencies = useStore(store, (state) => state.paymentCurrencies)
  const purchaseCurrencies = useStore(store, (state) => state.purchaseCurrencies)
  const paymentCurrency = useStore(store, (state) => state.paymentCurrency)
  const paymentMethod = useStore(store, (state) => state.paymentMethod)
  const purchaseCurrency = useStore(store, (state) => state.purchaseCurrency)
  const quote = useStore(store, (state) => state.quote)
  const quoteLoading = useStore(store, (state) => state.quoteLoading)
  const error = useStore(store, (state) => state.error)
  const [amount, setAmount] = useState(() => store.getState().paymentAmount ?? '')
  const [loaded, setLoaded] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [submitted, setSubmitted] = useState(false)
  const [debouncing, setDebouncing] = useState(false)
  const [opening, setOpening] = useState(false)
  /** Provider windows opened from this view; 0 while the form shows. */
  const [opened, setOpened] = useState(0)
  const delivery = useOnrampDelivery(instance, opened)
  const amountInput = useRef<HTMLInputElement>(null)
  const amountId = useId()
  const errorId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try again's way to ask anew
  useEffect(() => {
    if (!onramp.available) return
    let live = true
    setLoaded(false)
    // Never rejects: a failure is the store's error (shown below) and the core's toast.
    void onramp.loadOptions().then(() => {
      if (live) setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [onramp, attempt])

  const currencies = paymentCurrencies.length
    ? paymentCurrencies.map((entry) => entry.id)
    : [...FALLBACK_PAYMENT_CURRENCIES]
  const methods = onrampPaymentMethods(paymentCurrencies, paymentCurrency)
  const limits = onrampLimits(paymentCurrencies, paymentCurrency, paymentMethod)
  const problem = amountProblem(amount, limits, paymentCurrency, submitted)
  const quotable = loaded && !!purchaseCurrency && amount.trim() !== '' && !problem

  // A currency that lacks the chosen method falls back to the first it offers.
  const methodOffered = methods.includes(paymentMethod)
  useEffect(() => {
    if (!methodOffered && methods[0]) onramp.setPaymentMethod(methods[0])
  }, [onramp, methodOffered, methods])

  // One quote once typing pauses (SPEC §9 default debounce); the core drops stale answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each choice the quote is for restarts the wait
  useEffect(() => {
    if (!quotable) {
      setDebouncing(false)
      return
    }
    setDebouncing(true)
    const timer = setTimeout(() => {
      setDebouncing(false)
      void onramp.quote()
    }, DEFAULT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [onramp, quotable, amount, paymentCurrency, paymentMethod, purchaseCurrency])

  if (!onramp.available) {
    return (
      <div className="al-view">
        <p className="al-lead">Buying crypto isn't available here.</p>
      </div>
    )
  }
  if (!address) {
    return (
      <div className="al-view">
        <p className="al-lead">No wallet is connected.</p>
      </div>
    )
  }

  async function open(): Promise<void> {
    setOpening(true)
    try {
      await onramp.openProvider()
      setOpened((count) => count + 1)
    } catch {
      // The core put its message in the store (shown as an alert) and showed the toast.
    } finally {
      setOpening(false)
    }
  }

  function done(): void {
    // Past the 30 s cache: a purchase may have landed since the balances were read.
    void instance.balances.fetch({ forceUpdate: true })
    const { history } = router.getState()
    if (history.at(-2) === 'Account') router.getState().goBack()
    else router.getState().reset('Account')
  }

  if (opened > 0) {
    return (
      <OnrampWaiting
        provider={ONRAMP_PROVIDER}
        asset={purchaseCurrency}
        status={delivery}
        reopening={opening}
        onReopen={() => void open()}
        onDone={done}
      />
    )
  }

  if (!loaded) {
    return (
      <div className="al-view al-view-loading">
        <Spinner label="Loading what you can buy" size={28} />
      </div>
    )
  }

  if (purchaseCurrencies.length === 0) {
    return (
      <div className="al-view al-onramp">
        {error ? (
          <p className="al-field-error al-onramp-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="al-lead">
            Nothing can be bought on {network?.name ?? 'this network'} with {ONRAMP_PROVIDER}.
          </p>
        )}
        {error && (
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        )}
      </div>
    )
  }

  function changeAmount(next: string): void {
    setAmount(next)
    onramp.setPaymentAmount(next.trim() || undefined)
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    setSubmitted(true)
    if (opening || amountProblem(amount, limits, paymentCurrency, true)) {
      amountInput.current?.focus()
      return
    }
    await open()
  }

  return (
    <form className="al-view al-onramp" onSubmit={submit} noValidate>
      <p className="al-muted al-onramp-network">
        To {truncateAddress(address)} on {network?.name ?? 'this network'}
      </p>
      <OnrampChoices
        purchaseCurrencies={purchaseCurrencies}
        purchaseCurrency={purchaseCurrency}
        paymentCurrencies={currencies}
        paymentCurrency={paymentCurrency}
        paymentMethods={methods}
        paymentMethod={paymentMethod}
        onPurchaseCurrency={(symbol) => onramp.setPurchaseCurrency(symbol)}
        onPaymentCurrency={(currency) => onramp.setPaymentCurrency(currency)}
        onPaymentMethod={(method) => onramp.setPaymentMethod(method)}
      />
      <OnrampAmountField
        ref={amountInput}
        id={amountId}
        value={amount}
        currency={paymentCurrency}
        method={paymentMethod}
        limits={limits}
        error={problem}
        onChange={changeAmount}
      />
      <OnrampQuote
        quote={quote}
        pending={quotable && (debouncing || quoteLoading)}
        quotable={quotable}
      />
      {error && (
        <p id={errorId} className="al-field-error al-onramp-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={opening}>
        Continue with {ONRAMP_PROVIDER}
      </Button>
      <p className="al-footnote">
        {ONRAMP_PROVIDER} takes the payment and sends what you buy to this wallet.
      </p>
    </form>
  )
}
