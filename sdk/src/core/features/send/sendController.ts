import {
  AirlockError,
  ErrorCatalogue,
  isAddressForNamespace,
  isDecimalNumber,
  parseCaipAddress,
  validateSendInput,
} from '@airlock/protocol'
import { type Address, encodeFunctionData, erc20Abi, formatUnits, parseUnits } from 'viem'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import { type ActiveAccount, readActiveAccount } from '../../stores/activeAccount'
import type { SendDeps, StartedSend } from './send'
import { createEvmTransactionSender, type EvmTransactionRequest } from './sendEvmTransaction'
import { createSolanaTransferSender } from './sendSolana'
import type { SendState, SendStore } from './sendStore'

export type SendController = Pick<
  StartedSend,
  'fetchTokenBalances' | 'maxAmount' | 'send' | 'dispose'
>

/** Solana's fee for a transfer's one signature. */
const SOLANA_SIGNATURE_FEE_LAMPORTS = 5_000n

/** What the form must hold for any send, checked in SPEC §5's order. */
interface CheckedForm {
  token: TokenBalance
  /** Base units. */
  amount: bigint
  receiver: string
}

function required(): AirlockError {
  return new AirlockError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
}

/**
 * SPEC §5: no amount or receiver → 'An amount and receiver address are
 * required'; no token (or one of another network) → 'A token is required'.
 * An amount that is not a positive decimal, or a receiver that is not an
 * address of the namespace, counts as missing.
 */
function checkForm(state: SendState, account: ActiveAccount): CheckedForm {
  const { sendTokenAmount: amount, receiverAddress: receiver, token } = state
  const message = validateSendInput({ amount, receiverAddress: receiver, token })
  if (message === ErrorCatalogue.SEND_AMOUNT_AND_RECEIVER_REQUIRED) throw required()
  if (message || !token || token.chainId !== account.network.caipNetworkId)
    throw new AirlockError('SEND_TOKEN_REQUIRED')
  if (!receiver || !isAddressForNamespace(account.namespace, receiver)) throw required()
  const decimals = Number(token.quantity.decimals)
  if (!amount || !isDecimalNumber(amount) || !Number.isInteger(decimals)) throw required()
  // SPEC §5: transfer amounts are parsed by the token's decimals.
  const units = parseUnits(amount, decimals)
  if (units <= 0n) throw required()
  return { token, amount: units, receiver }
}

/** The ERC-20 contract of a CAIP-10 token address (`eip155:1:0x…`), or a plain one. */
function tokenContract(token: TokenBalance): Address | undefined {
  if (!token.address) return undefined
  const plain = token.address.includes(':')
    ? parseCaipAddress(token.address).address
    : token.address
  return plain as Address
}

/** The lazy half of send.ts: the three send paths, the loading flag and what a result changes. */
export function createSendController(deps: SendDeps, store: SendStore): SendController {
  const { stores, events, logger } = deps.ctx
  const evm = createEvmTransactionSender()
  const solana = createSolanaTransferSender()
  let inFlight: Promise<string> | undefined

  function evmRequest(account: ActiveAccount, form: CheckedForm): EvmTransactionRequest {
    const from = account.address as Address
    const receiver = form.receiver as Address
    const contract = tokenContract(form.token)
    if (!contract) return { from, to: receiver, value: form.amount }
    return {
      from,
      to: contract,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, form.amount],
      }),
    }
  }

  async function sendOn(account: ActiveAccount, form: CheckedForm): Promise<string> {
    if (account.namespace === 'eip155') {
      const provider = deps.getEvmProvider()
      if (!provider) throw new AirlockError('PROVIDER_NOT_FOUND')
      return evm.send(account.network, provider, evmRequest(account, form))
    }
    // Solana sends SOL only (the incumbent's scope); SPL tokens are not listed for sending.
    if (form.token.address) throw new AirlockError('SEND_TOKEN_REQUIRED')
    const provider = deps.getSolanaProvider()
    if (!provider?.address) throw new AirlockError('PROVIDER_NOT_FOUND')
    return solana.send(account.network, provider, {
      from: account.address,
      to: form.receiver,
      lamports: form.amount,
    })
  }

  async function run(): Promise<string> {
    const namespace = stores.chains.getState().activeNamespace
    // SPEC §4: EVM and Solana only; any other namespace throws.
    if (namespace !== 'eip155' && namespace !== 'solana')
      throw new AirlockError('UNSUPPORTED_CHAIN')
    const account = readActiveAccount(stores)
    if (!account) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    const state = store.getState()
    const form = checkForm(state, account)
    const hash = await sendOn(account, form)
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
      const solana = stores.chains.getState().activeNamespace === 'solana'
      const sendable = solana ? balances.filter((balance) => !balance.address) : balances
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
        if (account.namespace === 'eip155') reserve = await evm.feeReserve(account.network)
        else if (account.namespace === 'solana') reserve = SOLANA_SIGNATURE_FEE_LAMPORTS
      } catch (error) {
        logger.debug('gas price unavailable; Max is the whole balance', { error })
      }
      const units = parseUnits(held, decimals)
      return formatUnits(units > reserve ? units - reserve : 0n, decimals)
    },
    dispose() {
      evm.dispose()
      solana.dispose()
    },
  }
}
