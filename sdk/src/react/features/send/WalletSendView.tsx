import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { useStore } from '../../useStore'
import { AmountInput } from './AmountInput'
import { SendReceiverField } from './SendReceiverField'
import { TokenPicker, tokenKey } from './TokenPicker'

/** This view's CSS, loaded with it (viewRegistry.ts). */
export { sendStyles as styles } from './sendStyles'

/**
 * What the form keeps while it is unmounted: the embedded wallet's approval
 * view stands in for it during a send, and the typed receiver (a name, say)
 * is not in the send store, which holds only the address it became.
 */
interface SendDraft {
  receiver: string
}

// Per instance (weakly held), as nameDraft.ts.
const drafts = new WeakMap<AirlockInstance, SendDraft>()

function sendDraft(instance: AirlockInstance): SendDraft {
  let draft = drafts.get(instance)
  if (!draft) {
    draft = { receiver: '' }
    drafts.set(instance, draft)
  }
  return draft
}

/** Back to Account after a send: the step before, or Account in its place when opened here. */
function returnToAccount(instance: AirlockInstance): void {
  const router = instance.stores.router.getState()
  if (router.view !== 'WalletSend') return
  if (router.history.at(-2) === 'Account') router.goBack()
  else router.replace('Account')
}

/**
 * 'WalletSend': token, amount and receiver, over `instance.send`. Every check
 * and message is the core's (SPEC §5, §8), shown as it gives them; the button
 * stays pressable so a missing field says so. The embedded wallet's approval
 * happens in the secure frame, which the core shows in ApproveTransaction.
 */
export function WalletSendView() {
  const instance = useAirlockInstance()
  const { send } = instance
  const draft = sendDraft(instance)
  const token = useStore(send.store, (state) => state.token)
  const tokens = useStore(send.store, (state) => state.tokenBalances)
  const amount = useStore(send.store, (state) => state.sendTokenAmount)
  const address = useStore(send.store, (state) => state.receiverAddress)
  const name = useStore(send.store, (state) => state.receiverProfileName)
  const image = useStore(send.store, (state) => state.receiverProfileImageUrl)
  const loading = useStore(send.store, (state) => state.loading)
  const error = useStore(send.store, (state) => state.error)
  const [receiver, setReceiverText] = useState(draft.receiver)
  const [looking, setLooking] = useState(false)
  const turn = useRef(0)

  // Opening loads what can be sent, past the 30 s cache (what is sent must be there now);
  // the native currency is chosen when nothing is.
  useEffect(() => {
    if (!send.available) return
    let live = true
    void instance.balances
      .fetch({ forceUpdate: true })
      .then(() => send.fetchTokenBalances())
      .then(
        (balances) => {
          const current = send.store.getState().token
          const chosen = current && balances.some((b) => tokenKey(b) === tokenKey(current))
          const native = balances.find((balance) => !balance.address)
          if (live && !chosen && native) send.setToken(native)
        },
        () => {
          // The core showed 'Token Balance Unavailable'; the form stays usable with no tokens.
        },
      )
    return () => {
      live = false
    }
  }, [instance, send])

  // Back from elsewhere with a typed receiver the store no longer holds (a reset): look it up again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (draft.receiver && !send.store.getState().receiverAddress) changeReceiver(draft.receiver)
  }, [])

  function changeReceiver(text: string): void {
    draft.receiver = text
    setReceiverText(text)
    const mine = ++turn.current
    setLooking(true)
    void send
      .setReceiver(text)
      .catch(() => {})
      .finally(() => {
        if (turn.current === mine) setLooking(false)
      })
  }

  function submit(event: FormEvent): void {
    event.preventDefault()
    if (loading) return
    const sent = `${amount ?? ''} ${token?.symbol ?? ''}`.trim()
    send.send().then(
      () => {
        draft.receiver = ''
        instance.stores.toast.getState().showSuccess(`Sent ${sent}`)
        returnToAccount(instance)
      },
      () => {
        // The message is in the store's `error`, shown below; the form is kept.
      },
    )
  }

  if (!send.available) {
    return (
      <div className="al-view">
        <p className="al-lead">Sending isn't available here.</p>
      </div>
    )
  }

  return (
    <form className="al-view al-send" onSubmit={submit} noValidate aria-busy={loading}>
      <div className="al-send-token">
        <span className="al-send-label" aria-hidden="true">
          Token
        </span>
        <TokenPicker
          tokens={tokens}
          selected={token}
          onSelect={(chosen) => send.setToken(chosen)}
          disabled={loading}
        />
      </div>
      <AmountInput
        value={amount ?? ''}
        token={token}
        onChange={(text) => send.setAmount(text)}
        // Of the native currency, Max leaves what the send's fee may cost.
        onMax={() => {
          void send.maxAmount().then((max) => {
            if (max !== undefined) send.setAmount(max)
          })
        }}
        disabled={loading}
      />
      <SendReceiverField
        value={receiver}
        onChange={changeReceiver}
        address={address}
        name={name}
        image={image}
        looking={looking}
        disabled={loading}
      />
      {error && (
        <p className="al-field-error al-send-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={loading}>
        Send
      </Button>
    </form>
  )
}
