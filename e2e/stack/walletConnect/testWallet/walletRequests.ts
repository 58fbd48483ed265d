/**
 * How the test wallet answers a session request: the EVM methods with a viem local
 * account against the stack's anvils, chain switching (4902 for a chain it has no node
 * for until wallet_addEthereumChain names one), and the Solana methods with its keypair.
 */
import type { Keypair } from '@solana/web3.js'
import {
  createWalletClient,
  type Hex,
  http,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'
import { hexParam, isHex, toHex, WalletRpcError } from '../../../fixtures/testWallet/walletRpc'
import {
  solanaSignAllTransactions,
  solanaSignAndSendTransaction,
  solanaSignMessage,
  solanaSignTransaction,
} from './solanaSigning'

export interface WalletContext {
  account: PrivateKeyAccount
  solana: Keypair
  rpcUrl(chainId: number): string | undefined
  /** The RPC URL of a solana chain (CAIP-2) it sends on. */
  solanaRpcUrl(chain: string): string | undefined
  /** Knows the chain from now on and puts it into the session's namespaces. */
  addChain(topic: string, chainId: number, rpcUrl: string): Promise<void>
  /** Tells the dapp the wallet switched (chainChanged); the chain is in the session. */
  switchTo(topic: string, chainId: number): Promise<void>
}

export interface SessionRequest {
  topic: string
  /** CAIP-2, e.g. eip155:31337. */
  chainId: string
  method: string
  params: unknown
}

export async function answerRequest(
  wallet: WalletContext,
  request: SessionRequest,
): Promise<unknown> {
  const { method, params } = request
  switch (method) {
    case 'personal_sign':
      return personalSign(wallet.account, params)
    case 'eth_signTypedData_v4':
      return signTypedData(wallet.account, params)
    case 'eth_sendTransaction':
      return sendTransaction(wallet, evmChainId(request.chainId), params)
    case 'wallet_switchEthereumChain':
      return switchChain(wallet, request.topic, params)
    case 'wallet_addEthereumChain':
      return addChain(wallet, request.topic, params)
    case 'solana_signMessage':
      return solanaSignMessage(wallet.solana, params)
    case 'solana_signTransaction':
      return solanaSignTransaction(wallet.solana, params)
    case 'solana_signAllTransactions':
      return solanaSignAllTransactions(wallet.solana, params)
    case 'solana_signAndSendTransaction':
      return solanaSignAndSendTransaction(
        wallet.solana,
        wallet.solanaRpcUrl(request.chainId),
        params,
      )
    default:
      throw new WalletRpcError(4200, `The test wallet does not support ${method}.`)
  }
}

function evmChainId(caip2: string): number {
  const [namespace, reference] = caip2.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id))
    throw new WalletRpcError(-32602, `not an eip155 chain: ${caip2}`)
  return id
}

function assertOurs(account: PrivateKeyAccount, address: unknown): void {
  if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
    throw new WalletRpcError(4100, 'The requested account has not been authorized.')
}

async function personalSign(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  const [message, address] = params as [unknown, unknown]
  assertOurs(account, address)
  if (typeof message !== 'string') throw new WalletRpcError(-32602, 'Invalid message')
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

async function signTypedData(account: PrivateKeyAccount, params: unknown): Promise<Hex> {
  const [address, raw] = params as [unknown, unknown]
  assertOurs(account, address)
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  const { EIP712Domain: _domain, ...types } = parsed.types
  return account.signTypedData({ ...parsed, types } as TypedDataDefinition)
}

async function sendTransaction(wallet: WalletContext, chainId: number, params: unknown) {
  const [tx] = params as [Record<string, unknown>]
  assertOurs(wallet.account, tx?.from)
  const url = wallet.rpcUrl(chainId)
  if (!url) throw new WalletRpcError(4901, `The test wallet has no node for chain ${chainId}.`)
  const client = createWalletClient({ account: wallet.account, transport: http(url) })
  const gas = hexParam(tx.gas)
  return client.sendTransaction({
    chain: null,
    to: isHex(tx.to) ? tx.to : null,
    value: hexParam(tx.value) ?? 0n,
    ...(isHex(tx.data) ? { data: tx.data } : {}),
    ...(gas !== undefined ? { gas } : {}),
  })
}

async function switchChain(wallet: WalletContext, topic: string, params: unknown): Promise<null> {
  const target = Number((params as [{ chainId?: unknown }])[0]?.chainId)
  if (!Number.isSafeInteger(target) || target <= 0)
    throw new WalletRpcError(-32602, 'Invalid chain id')
  if (!wallet.rpcUrl(target))
    throw new WalletRpcError(
      4902,
      `Unrecognized chain ID "${toHex(target)}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  await wallet.switchTo(topic, target)
  return null
}

async function addChain(wallet: WalletContext, topic: string, params: unknown): Promise<null> {
  const [parameter] = params as [{ chainId?: unknown; rpcUrls?: unknown }]
  const chainId = Number(parameter?.chainId)
  const offered = Array.isArray(parameter?.rpcUrls) ? parameter.rpcUrls[0] : undefined
  const url = wallet.rpcUrl(chainId) ?? (typeof offered === 'string' ? offered : undefined)
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || !url)
    throw new WalletRpcError(-32602, 'Invalid chain parameters')
  await wallet.addChain(topic, chainId, url)
  return null
}
