import { AirlockError, parseCaipAddress } from '@airlock/protocol'
import { type Address, encodeFunctionData, erc20Abi, stringToHex } from 'viem'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { toWalletError } from '../../connectors/injected/walletError'
import type { ChainRpcFactory, Transfer } from '../chainAdapter'
import { createNetworkClients } from '../networkClients'
import { readEvmBalances } from './evmBalances'
import { createEvmTransactionSender, type EvmTransactionRequest } from './evmTransactions'

/** A wallet this adapter can use: anything with EIP-1193's `request`. */
function evmWallet(wallet: unknown): Pick<Eip1193Provider, 'request'> {
  if (
    typeof wallet !== 'object' ||
    wallet === null ||
    typeof (wallet as Partial<Eip1193Provider>).request !== 'function'
  )
    throw new AirlockError('PROVIDER_NOT_FOUND')
  return wallet as Pick<Eip1193Provider, 'request'>
}

/** The ERC-20 contract of a CAIP-10 token address (`eip155:1:0x…`), or a plain one. */
function tokenContract(token: string): Address {
  return (token.includes(':') ? parseCaipAddress(token).address : token) as Address
}

/** A native transfer, or an ERC-20 `transfer(to, amount)` call to the token's contract. */
export function evmTransferRequest(transfer: Transfer): EvmTransactionRequest {
  const from = transfer.from as Address
  const to = transfer.to as Address
  if (!transfer.token) return { from, to, value: transfer.amount }
  return {
    from,
    to: tokenContract(transfer.token),
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, transfer.amount],
    }),
  }
}

/** The eip155 adapter's RPC side: viem over each network's RPC, the user's wallet for sending and signing. */
export const createEvmRpc: ChainRpcFactory = ({ signal }) => {
  const clientFor = createNetworkClients(signal)
  const sender = createEvmTransactionSender(signal)
  return {
    readBalances: (network, address, tokens) =>
      readEvmBalances(clientFor(network), network, address, tokens),
    transferFeeReserve: (network) => sender.feeReserve(network),
    transfer: async (network, wallet, transfer) =>
      sender.send(network, evmWallet(wallet), evmTransferRequest(transfer)),
    async signMessage(wallet, { address, message }) {
      let signature: unknown
      try {
        signature = await evmWallet(wallet).request({
          method: 'personal_sign',
          params: [stringToHex(message), address],
        })
      } catch (error) {
        throw toWalletError(error)
      }
      if (typeof signature !== 'string') throw new AirlockError('SIGN_MESSAGE_FAILED')
      return signature
    },
  }
}
