import {
  AirlockError,
  ErrorCatalogue,
  isDecimalNumber,
  UnsupportedChainError,
  ValidationError,
  validateSendInput,
} from '@airlock/protocol'
import { formatUnits, parseUnits } from 'viem'
import type { ChainAdapter } from '../../adapters/chainAdapter'
import { adapterFor } from '../../adapters/chainAdapters'
import { createChainRpcs } from '../../adapters/chainRpcs'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import {
  type ActiveAccount,
  onActiveAccountChange,
  readActiveAccount,
} from '../../stores/activeAccount'
import type { Send, SendDeps } from './index'
import { createReceiverLookup } from './sendReceiver'
import type { SendState, SendStore } from './sendStore'

/** The send flow once first used (index.ts forwards to it). */
export type StartedSend = Pick<
  Send,
  'setReceiver' | 'fetchTokenBalances' | 'maxAmount' | 'send'
> & {
  dispose(): void
}

/** What the form must hold for any send, checked in SPEC §5's order. */
interface CheckedForm {
  token: TokenBalance
  /** Base units. */
  amount: bigint
  receiver: string
}

function required(): AirlockError {
  return new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
}

/**
 * SPEC §5: no amount or receiver → 'An amount and receiver address are
 * required'; no token (or one of another network) → 'A token is required'.
 * An amount that is not a positive decimal, or a receiver that is not an
 * address of the namespace, counts as missing.
 */
function checkForm(state: SendState, account: ActiveAccount, adapter: ChainAdapter): CheckedForm {
  const { sendTokenAmount: amount, receiverAddress: receiver, token } = state
  const message = validateSendInput({ amount, receiverAddress: receiver, token })
  if (message === ErrorCatalogue.SEND_AMOUNT_AND_RECEIVER_REQUIRED) throw required()
  if (message || !token || token.chainId !== account.network.caipNetworkId)
    throw new ValidationError('SEND_TOKEN_REQUIRED')
  if (!receiver || !adapter.isAddress(receiver)) throw required()
  const decimals = Number(token.quantity.decimals)
  if (!amount || !isDecimalNumber(amount) || !Number.isInteger(decimals)) throw required()
  // SPEC §5: transfer amounts are parsed by the token's decimals.
  const units = parseUnits(amount, decimals)
  if (units <= 0n) throw required()
  return { token, amount: units, receiver }
}

/**
 * The instance's send flow once first used: a transfer through the namespace's
 * adapter, the loading flag and what a result changes; what the form says about
 * balances is dropped when the account or network changes.
 */
export function start(deps: SendDeps, store: SendStore): StartedSend {
  const { stores, events, logger } = deps
  const receiver = createReceiverLookup(deps, store)
  const stopFollowing = onActiveAccountChange(stores, () => {
    receiver.cancel()
    store.setState({
      token: undefined,
      tokenBalances: [],
      networkBalanceInUSD: undefined,
      lastRetry: undefined,
    })
  })
  const rpcs = createChainRpcs()
  let inFlight: Promise<string> | undefined
  // The send view is open: fetch the active namespace's transfer code now, not on the click.
  const active = stores.chains.getState().activeNamespace
  if (adapterFor(active)?.supports.send && active)
    rpcs
      .get(active)
      .catch((error: unknown) => logger.debug('transfer code not loaded yet', { error }))

  async function run(): Promise<string> {
    const adapter = adapterFor(stores.chains.getState().activeNamespace)
    // SPEC §4: a namespace without a sending adapter (today: other than eip155 and solana) throws.
    if (!adapter?.supports.send) throw new UnsupportedChainError('UNSUPPORTED_CHAIN')
    const account = readActiveAccount(stores)
    if (!account) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    const state = store.getState()
    const form = checkForm(state, account, adapter)
    const rpc = await rpcs.get(account.namespace)
    const hash = await rpc.transfer(account.network, deps.getWallet(account.namespace), {
      from: account.address,
      to: form.receiver,
      amount: form.amount,
      token: form.token.address,
    })
    events.emit('SEND_SUCCESS', {
      namespace: account.namespace,
      network: account.network.caipNetworkId,
      token: form.token.symbol,
      amount: state.sendTokenAmount ?? '',
      hash,
    })
    store.getState().reset()
    // The balances moved: past the 30 s caches.
    void deps.balances.fetch({ forceUpdate: true })
    return hash
  }

  return {
    setReceiver: receiver.set,
    send() {
      // A second click while one runs joins it: one transaction per send.
      if (inFlight) return inFlight
      store.setState({ loading: true, error: undefined })
      inFlight = run()
        .catch((error: unknown) => {
          const failure =
            error instanceof AirlockError
              ? error
              : new AirlockError('SOMETHING_WENT_WRONG', { cause: error })
          logger.error('send failed', { error })
          store.setState({ loading: false, error: failure.message })
          stores.toast.getState().showError(failure)
          throw failure
        })
        .finally(() => {
          inFlight = undefined
        })
      return inFlight
    },
    async fetchTokenBalances() {
      const balances = await deps.balances.fetch()
      const { lastRetry } = deps.balances.store.getState()
      const adapter = adapterFor(stores.chains.getState().activeNamespace)
      const sendable = adapter?.supports.tokenTransfers
        ? balances
        : balances.filter((balance) => !balance.address)
      const native = balances.find((balance) => !balance.address)
      store.setState({
        tokenBalances: sendable,
        networkBalanceInUSD: native?.value === undefined ? undefined : String(native.value),
        lastRetry,
      })
      return sendable
    },
    async maxAmount() {
      const { token } = store.getState()
      const account = readActiveAccount(stores)
      if (!token || !account) return undefined
      const held = token.quantity.numeric
      const decimals = Number(token.quantity.decimals)
      if (token.address || !Number.isInteger(decimals) || !isDecimalNumber(held)) return held
      let reserve = 0n
      try {
        reserve = await (await rpcs.get(account.namespace)).transferFeeReserve(account.network)
      } catch (error) {
        logger.debug('gas price unavailable; Max is the whole balance', { error })
      }
      const units = parseUnits(held, decimals)
      return formatUnits(units > reserve ? units - reserve : 0n, decimals)
    },
    dispose() {
      stopFollowing()
      receiver.cancel()
      rpcs.dispose()
    },
  }
}
