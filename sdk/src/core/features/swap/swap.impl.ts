import {
  AirlockError,
  ErrorCatalogue,
  isDecimalNumber,
  SWAP_SLIPPAGE_PERCENT,
} from '@airlock/protocol'
import { type Address, formatUnits, type Hex, parseUnits } from 'viem'
import { supports } from '../../adapters/chainAdapters'
import type { EvmTransactionRequest } from '../../adapters/evm/evmTransactions'
import { apiFailureOf } from '../../clients/blockchainApi/apiRequest'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'
import type {
  BuiltTransaction,
  GasPriceResponse,
  SwapToken,
} from '../../clients/blockchainApi/types'
import { lazyModule } from '../../lazyModule'
import {
  type ActiveAccount,
  onActiveAccountChange,
  readActiveAccount,
} from '../../stores/activeAccount'
import type { Swap, SwapDeps } from './index'
import { isNativeSwapToken as isNative } from './swapNativeToken'
import type { SwapQuoteDetails, SwapState, SwapStore } from './swapStore'

/** The swap feature once first used (index.ts forwards to it). */
export type StartedSwap = Pick<Swap, 'loadTokens' | 'quote' | 'swap'> & { dispose(): void }

/** SPEC §8: the API refusing a network becomes the catalogue error; other errors keep theirs. */
export function swapError(error: unknown): AirlockError {
  const body = apiFailureOf(error)?.body as { message?: unknown } | undefined
  if (body?.message === ErrorCatalogue.GAS_PRICE_OR_SWAPS_UNSUPPORTED)
    return new AirlockError('GAS_PRICE_OR_SWAPS_UNSUPPORTED', { cause: error })
  if (error instanceof AirlockError) return error
  return new AirlockError('SOMETHING_WENT_WRONG', { cause: error })
}

/** The account swaps are for (eip155); another namespace is a network swaps do not support. */
function swapAccount(account: ActiveAccount | undefined): ActiveAccount {
  if (account && !supports(account.namespace, 'swap'))
    throw new AirlockError('GAS_PRICE_OR_SWAPS_UNSUPPORTED')
  if (!account) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return account
}

/** What a quote is for: the form, at the moment it was asked. */
interface QuoteInput {
  source: SwapToken
  target: SwapToken
  /** Base units of the source token. */
  amount: bigint
}

function quoteInput(state: SwapState): QuoteInput | undefined {
  const { sourceToken: source, toToken: target, sourceTokenAmount: typed } = state
  if (!source || !target || !typed || !isDecimalNumber(typed) || source.address === target.address)
    return undefined
  const amount = parseUnits(typed, source.decimals)
  return amount > 0n ? { source, target, amount } : undefined
}

const sameForm = (state: SwapState, input: QuoteInput) =>
  state.sourceToken === input.source &&
  state.toToken === input.target &&
  quoteInput(state)?.amount === input.amount

/**
 * The instance's swaps once first used: quotes and sends through the API's
 * exchange; the form is dropped when the account or network changes.
 */
export function start(deps: SwapDeps, store: SwapStore): StartedSwap {
  const { stores, logger } = deps
  const { client } = loadedApi(deps.api)
  // index.ts calls nothing without a configured API (the feature is unavailable then).
  if (!client)
    throw new AirlockError('SOMETHING_WENT_WRONG', { cause: new Error('no blockchain API') })
  const api = client
  const lifetime = new AbortController()
  // viem's transaction code loads with the first ready quote, not with the feature: it is not a
  // static import of this chunk, so the page start's preload list names none of its chunks.
  const sender = lazyModule(() =>
    import('../../adapters/evm/evmTransactions').then((module) =>
      module.createEvmTransactionSender(lifetime.signal),
    ),
  )
  // Each call takes a turn; an answer is applied only if no newer call of its kind started since.
  let tokensTurn = 0
  let quoteTurn = 0

  async function gasPriceOf(account: ActiveAccount): Promise<GasPriceResponse> {
    const gasPrice = await api.getGasPrice({ chainId: account.network.caipNetworkId })
    store.setState({ gasPrice })
    return gasPrice
  }

  /** Fee of `tx` in the native currency: its gas at its gas price (or the API's standard one). */
  function networkFee(account: ActiveAccount, tx: BuiltTransaction, gasPrice: GasPriceResponse) {
    const gas = tx.eip155?.gas
    if (!gas) return undefined
    const wei = BigInt(gas) * BigInt(tx.eip155?.gasPrice ?? gasPrice.standard)
    return formatUnits(wei, account.network.nativeCurrency.decimals)
  }

  function buildSwap(account: ActiveAccount, input: QuoteInput) {
    return api.buildTransaction({
      amount: String(input.amount),
      slippage: String(SWAP_SLIPPAGE_PERCENT),
      from: input.source.address,
      to: input.target.address,
      userAddress: account.address,
    })
  }

  /** The built transaction as the wallet is asked to send it, from the connected account. */
  function request(account: ActiveAccount, tx: BuiltTransaction): EvmTransactionRequest {
    return {
      from: account.address as Address,
      to: tx.to,
      data: tx.data as Hex,
      value: BigInt(tx.value || '0'),
      gas: tx.eip155?.gas ? BigInt(tx.eip155.gas) : undefined,
    }
  }

  function fail(error: unknown, toast: boolean): AirlockError {
    const failure = swapError(error)
    logger.error('swap failed', { error })
    store.setState({ status: 'error', error: failure.message, tokensLoading: false })
    if (toast) stores.toast.getState().showError(failure)
    return failure
  }

  /** Makes the answers of calls under way stale. */
  function cancel(): void {
    tokensTurn++
    quoteTurn++
  }

  const stopFollowing = onActiveAccountChange(stores, () => {
    cancel()
    store.getState().reset()
  })

  return {
    async loadTokens() {
      const mine = ++tokensTurn
      store.setState({ tokensLoading: true, error: undefined })
      try {
        const account = swapAccount(readActiveAccount(stores))
        const [{ tokens }] = await Promise.all([
          api.getSwapTokens({ chainId: account.network.caipNetworkId }),
          gasPriceOf(account),
        ])
        if (mine !== tokensTurn) return tokens
        store.setState({ tokens, tokensLoading: false })
        return tokens
      } catch (error) {
        if (mine === tokensTurn) fail(error, true)
        return []
      }
    },

    async quote() {
      const mine = ++quoteTurn
      const input = quoteInput(store.getState())
      if (!input) {
        store.setState({ status: 'idle', quote: undefined, transaction: undefined })
        return undefined
      }
      store.setState({
        status: 'quoting',
        quote: undefined,
        transaction: undefined,
        error: undefined,
      })
      const current = () => mine === quoteTurn && sameForm(store.getState(), input)
      try {
        const account = swapAccount(readActiveAccount(stores))
        const from = input.source.address
        const to = input.target.address
        const userAddress = account.address
        const gasPrice = await gasPriceOf(account)
        const { quotes } = await api.getQuotes({
          amount: String(input.amount),
          userAddress,
          from,
          to,
          gasPrice: gasPrice.standard,
        })
        const best = quotes[0]
        if (!best) throw new AirlockError('SOMETHING_WENT_WRONG')
        // The native currency is paid as value: there is nothing to approve.
        const allowance = isNative(input.source)
          ? undefined
          : BigInt((await api.getAllowance({ tokenAddress: from, userAddress })).allowance)
        const approvalNeeded = allowance !== undefined && allowance < input.amount
        const { tx } = approvalNeeded
          ? await api.buildApprove({ userAddress, from, to, amount: String(input.amount) })
          : await buildSwap(account, input)
        if (!current()) return undefined
        const toAmount = BigInt(best.toAmount)
        // SPEC §9: 1 % slippage, in basis points so that the minimum stays exact.
        const minimum = (toAmount * BigInt(10_000 - SWAP_SLIPPAGE_PERCENT * 100)) / 10_000n
        const quote: SwapQuoteDetails = {
          toAmount: formatUnits(toAmount, input.target.decimals),
          minimumReceived: formatUnits(minimum, input.target.decimals),
          slippage: SWAP_SLIPPAGE_PERCENT,
          networkFee: networkFee(account, tx, gasPrice),
          approvalNeeded,
        }
        store.setState({ status: 'ready', quote, transaction: tx })
        // Fetched while the user reads the quote; a failure is tried again by swap().
        sender.load().catch(() => {})
        return quote
      } catch (error) {
        if (current()) fail(error, false)
        return undefined
      }
    },

    async swap() {
      const state = store.getState()
      const input = quoteInput(state)
      if (state.status !== 'ready' || !state.transaction || !state.quote || !input)
        throw new AirlockError('SOMETHING_WENT_WRONG', {
          cause: new Error('nothing to swap: the form has no ready quote'),
        })
      const mine = ++quoteTurn
      try {
        const account = swapAccount(readActiveAccount(stores))
        const provider = deps.getEvmProvider()
        if (!provider) throw new AirlockError('PROVIDER_NOT_FOUND')
        const transactions = await sender.load()
        let tx = state.transaction
        if (state.quote.approvalNeeded) {
          store.setState({ status: 'approving', error: undefined })
          await transactions.send(account.network, provider, request(account, tx))
          // Built again now that the allowance holds: its gas estimate needed the approval.
          tx = (await buildSwap(account, input)).tx
        }
        store.setState({ status: 'swapping', error: undefined })
        const hash = await transactions.send(account.network, provider, request(account, tx))
        if (mine === quoteTurn) store.setState({ status: 'done', hash, transaction: undefined })
        void deps.balances.fetch({ forceUpdate: true })
        return hash
      } catch (error) {
        throw mine === quoteTurn ? fail(error, true) : swapError(error)
      }
    },

    dispose() {
      stopFollowing()
      cancel()
      lifetime.abort()
    },
  }
}
