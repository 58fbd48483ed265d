import { useEffect, useId, useRef, useState } from 'react'
import { formatUnits } from 'viem'
import type { SwapToken } from '../../../core/clients/blockchainApi/types'
import type { AirlockInstance } from '../../../core/createAirlock'
import type { SwapState } from '../../../core/features/swap/swapStore'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { IconButton } from '../../ui/IconButton'
import { Spinner } from '../../ui/Spinner'
import { useStore } from '../../useStore'
import { SwapQuoteDetails } from './SwapQuoteDetails'
import { SwapTokenField } from './SwapTokenField'
import { SwapTokenPicker } from './SwapTokenPicker'
import { baseUnits, exceedsHeld, heldAmount, maxAmount } from './swapAmounts'
import { useSwapForm } from './useSwapForm'

/** This view's CSS, loaded with it (viewRegistry.ts). */
export { swapStyles as styles } from './swapStyles'

/** Shown when the amount is more than the account holds (the wording of the incumbent's swap). */
export const INSUFFICIENT_BALANCE = 'Insufficient balance'

/** Gas "Max" leaves for the swap itself when the native currency is swapped (a pool swap takes ~100k). */
const NATIVE_GAS_RESERVE = 250_000n

type Side = 'From' | 'To'

function SwitchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** What the primary button says and does in each state of the form. */
function primaryLabel(state: SwapState, amountOk: boolean): { label: string; enabled: boolean } {
  const { sourceToken, toToken, status, quote, tokens } = state
  // A refused network (no tokens) or a failed quote or swap: ask again.
  if (status === 'error' && (tokens.length === 0 || amountOk))
    return { label: 'Try again', enabled: true }
  if (!sourceToken || !toToken) return { label: 'Select token', enabled: false }
  if (!amountOk) return { label: 'Enter amount', enabled: false }
  const approve = `Approve ${sourceToken.symbol}`
  if (status === 'approving') return { label: approve, enabled: false }
  if (status === 'ready') return { label: quote?.approvalNeeded ? approve : 'Swap', enabled: true }
  return { label: 'Swap', enabled: false }
}

/** Back to Account after a swap, as the step before this one or in its place. */
function returnToAccount(instance: AirlockInstance): void {
  const router = instance.stores.router.getState()
  if (router.view !== 'Swap') return
  if (router.history.at(-2) === 'Account') router.goBack()
  else router.replace('Account')
}

/**
 * 'Swap': a From and a To token (pickers over the API's convert tokens, with
 * the account's balances), the amount, and the quote as it comes (the amount
 * out, rate, minimum received with 1 % slippage, network fee). The button
 * approves the From token first when its allowance is short, then swaps;
 * instance.swap does the work, this view only reads its store.
 */
export function SwapView() {
  const instance = useAirlockInstance()
  const { swap } = instance
  const state = useStore(swap.store, (current) => current)
  const balances = useStore(instance.balances.store, (current) => current)
  const nativeSymbol = useStore(instance.stores.chains, (current) => {
    const chain = current.activeNamespace ? current.chains[current.activeNamespace] : undefined
    return chain?.network.caipNetwork?.nativeCurrency.symbol ?? ''
  })
  const [picking, setPicking] = useState<Side | undefined>()
  const amountId = useId()
  const errorId = useId()
  const tokenButtons = useRef<Record<Side, HTMLButtonElement | null>>({ From: null, To: null })
  // The side whose picker just closed: its token button (drawn anew with the form) gets focus back.
  const [returnFocus, setReturnFocus] = useState<Side | undefined>()

  const { sourceToken: source, toToken: target, sourceTokenAmount: amount, status } = state
  const held = source ? heldAmount(source, balances) : undefined
  const insufficient = source ? exceedsHeld(amount, held, source.decimals) : false
  const amountOk = source ? (baseUnits(amount, source.decimals) ?? 0n) > 0n && !insufficient : false
  const quotable = Boolean(source && target && amountOk)
  const busy = status === 'approving' || status === 'swapping'
  useSwapForm(instance, quotable)
  useEffect(() => {
    if (picking || !returnFocus) return
    tokenButtons.current[returnFocus]?.focus()
    setReturnFocus(undefined)
  }, [picking, returnFocus])

  if (!swap.available) {
    return (
      <div className="al-view">
        <p className="al-lead">Swaps aren't available here.</p>
      </div>
    )
  }

  function choose(side: Side, token: SwapToken): void {
    const form = swap.store.getState()
    const other = side === 'From' ? form.toToken : form.sourceToken
    // Picking the other side's token turns the swap around rather than swapping a token for itself.
    if (other?.address === token.address) form.switchTokens()
    else if (side === 'From') form.setSourceToken(token)
    else form.setToToken(token)
    closePicker(side)
  }

  function closePicker(side: Side): void {
    setPicking(undefined)
    setReturnFocus(side)
  }

  function setMax(): void {
    if (!source || held === undefined) return
    const { gasPrice } = swap.store.getState()
    const reserve = gasPrice
      ? formatUnits(BigInt(gasPrice.fast) * NATIVE_GAS_RESERVE, source.decimals)
      : undefined
    swap.store.getState().setSourceTokenAmount(maxAmount(source, held, reserve))
  }

  async function submit(): Promise<void> {
    if (status === 'error') {
      // A refused network loads its tokens again; anything else quotes the form again.
      if (swap.store.getState().tokens.length === 0) await swap.loadTokens()
      else await swap.quote()
      return
    }
    const form = swap.store.getState()
    try {
      await swap.swap()
    } catch {
      // The core put the message in the store (shown below) and in the error toast.
      return
    }
    const { sourceToken: from, toToken: to, quote } = form
    instance.stores.toast
      .getState()
      .showSuccess(
        `Swapped ${form.sourceTokenAmount} ${from?.symbol} for ${quote?.toAmount} ${to?.symbol}`,
      )
    swap.reset()
    returnToAccount(instance)
  }

  if (picking) {
    return (
      <div className="al-view al-swap">
        <SwapTokenPicker
          side={picking}
          tokens={state.tokens}
          selected={picking === 'From' ? source : target}
          balances={balances}
          onSelect={(token) => choose(picking, token)}
          onCancel={() => closePicker(picking)}
        />
      </div>
    )
  }

  const error = insufficient ? INSUFFICIENT_BALANCE : state.error
  const primary = primaryLabel(state, amountOk)
  const quoting = quotable && (status === 'idle' || status === 'quoting')
  const tokenButton = (side: Side) => (button: HTMLButtonElement | null) => {
    tokenButtons.current[side] = button
  }

  return (
    <div className="al-view al-swap" aria-busy={state.tokensLoading || undefined}>
      <fieldset className="al-swap-fields" disabled={busy || state.tokens.length === 0}>
        <legend className="al-visually-hidden">Swap</legend>
        <SwapTokenField
          side="From"
          token={source}
          held={held}
          onPickToken={() => setPicking('From')}
          buttonRef={tokenButton('From')}
          action={
            held !== undefined && (
              <button type="button" className="al-link al-swap-max" onClick={setMax}>
                Max
              </button>
            )
          }
        >
          <label className="al-visually-hidden" htmlFor={amountId}>
            Amount
          </label>
          <input
            id={amountId}
            className="al-swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            data-autofocus=""
            value={amount ?? ''}
            aria-invalid={insufficient || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) =>
              swap.store.getState().setSourceTokenAmount(event.target.value.replace(',', '.'))
            }
          />
        </SwapTokenField>
        <div className="al-swap-switch">
          <IconButton
            label="Switch direction"
            disabled={busy}
            onClick={() => swap.store.getState().switchTokens()}
          >
            <SwitchIcon />
          </IconButton>
        </div>
        <SwapTokenField
          side="To"
          token={target}
          held={target ? heldAmount(target, balances) : undefined}
          onPickToken={() => setPicking('To')}
          buttonRef={tokenButton('To')}
        >
          <span className="al-swap-amount al-swap-out" data-testid="swap-to-amount">
            {quoting ? (
              <Spinner label="Getting a quote" size={18} />
            ) : (
              <output aria-label="You receive">{state.quote?.toAmount ?? '0'}</output>
            )}
          </span>
        </SwapTokenField>
      </fieldset>
      {state.quote && source && target && amount && (
        <SwapQuoteDetails
          source={source}
          target={target}
          amount={amount}
          quote={state.quote}
          feeSymbol={nativeSymbol}
        />
      )}
      {state.tokensLoading && <Spinner label="Loading tokens" />}
      {error && (
        <p id={errorId} className="al-field-error al-swap-error" role="alert">
          {error}
        </p>
      )}
      <Button loading={busy} disabled={!primary.enabled} onClick={submit}>
        {primary.label}
      </Button>
    </div>
  )
}
