/**
 * Money for a test's account from another anvil account: ETH or one of the stack's
 * ERC-20s (AUSD, WETH), sent on chain and mined before the call returns. The receipt's
 * block (number, time) is returned, for tests that place the transfer in the history.
 */
import { type Address, erc20Abi, type Hash, parseUnits } from 'viem'
import { anvilAccount } from '../../fixtures/contracts/anvilAccounts'
import {
  localChain,
  localPublicClient,
  localWalletClient,
} from '../../fixtures/contracts/localClients'
import type { LocalToken, LocalTokenSymbol } from '../../fixtures/contracts/localContracts'
import type { StackInfo } from '../../stack/stackInfo'

export interface FundingOptions {
  /** CAIP-2 id of the chain (default eip155:31337). */
  chain?: string
  /**
   * Index of the sending account in anvil's mnemonic (default 1: index 0 is the suites'
   * faucet in support/chain.ts). Accounts 0–9 hold ETH and the stack's tokens.
   */
  from?: number
}

export interface MinedTransfer {
  hash: Hash
  from: Address
  blockNumber: bigint
  /** The block's time, in ms since the epoch. */
  minedAt: number
}

/** The stack's ERC-20 `symbol` on `chain` (default eip155:31337), as the fixture deployed it. */
export function stackToken(
  stack: StackInfo,
  symbol: LocalTokenSymbol,
  chain = 'eip155:31337',
): LocalToken {
  const token = stack.blockchainApi?.contracts[chain]?.tokens.find(
    (candidate) => candidate.symbol === symbol,
  )
  if (!token) throw new Error(`the stack has no ${symbol} on ${chain} (no blockchain API fixture?)`)
  return token
}

export function funding(stack: StackInfo, options: FundingOptions = {}) {
  const caip2 = options.chain ?? 'eip155:31337'
  const info = stack.chains[caip2]
  if (!info) throw new Error(`the stack has no chain ${caip2}`)
  const chain = localChain(info.chainId, info.rpcUrl)
  const account = anvilAccount(options.from ?? 1)
  const reader = localPublicClient(info.rpcUrl, chain)
  const writer = localWalletClient(info.rpcUrl, chain, account)

  async function mined(hash: Hash, what: string): Promise<MinedTransfer> {
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${what} reverted (${hash})`)
    const block = await reader.getBlock({ blockNumber: receipt.blockNumber })
    return {
      hash,
      from: account.address,
      blockNumber: receipt.blockNumber,
      minedAt: Number(block.timestamp) * 1000,
    }
  }

  return {
    reader,
    /** The sending account's address. */
    address: account.address,
    /** Sends `ether` (a decimal string, e.g. '1.2345') to `to`. */
    sendEth(to: Address, ether: string): Promise<MinedTransfer> {
      return writer
        .sendTransaction({ to, value: parseUnits(ether, 18) })
        .then((hash) => mined(hash, `sending ${ether} ETH to ${to}`))
    },
    /** Sends `amount` whole units (a decimal string) of the stack's `symbol` to `to`. */
    sendToken(symbol: LocalTokenSymbol, to: Address, amount: string): Promise<MinedTransfer> {
      const token = stackToken(stack, symbol, caip2)
      return writer
        .writeContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits(amount, token.decimals)],
        })
        .then((hash) => mined(hash, `sending ${amount} ${symbol} to ${to}`))
    },
  }
}
