/**
 * A real EVM chain for the signer's tests: anvil (this package's dev dependency) on a
 * free loopback port, with a funded wallet and (when asked) an OpenZeppelin ERC-20 from
 * the prebuilt artifact of @openzeppelin/contracts. Used only by *.test.ts files.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { RPC_TIMEOUT_MS } from '@airlock/protocol'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createOutboundFetch, type OutboundFetch } from '../net/outboundFetch'
import { MAX_RPC_RESPONSE_BYTES } from '../usecases/wallet/rpcEndpoint'
import type { EvmChainContext } from './evmChain'

/** The fetch resolveRpcEndpoint gives an operator's endpoint (an AIRLOCK_CHAINS entry). */
export function operatorFetch(): OutboundFetch {
  return createOutboundFetch({
    timeoutMs: RPC_TIMEOUT_MS,
    maxResponseBytes: MAX_RPC_RESPONSE_BYTES,
  })
}

/** What the EVM signer needs to reach `chain`, as if it were an AIRLOCK_CHAINS entry. */
export function chainContext(
  chain: Pick<TestChain, 'rpcUrl' | 'chainId'>,
  chainId: number = chain.chainId,
): EvmChainContext {
  return { rpcUrl: chain.rpcUrl, fetchFn: operatorFetch(), chainId }
}

export { anvilBinary } from '../../testing/anvilBinary'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

/** anvil's first default account, funded with 10 000 ETH on every start. */
export const ANVIL_FUNDER = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

async function anvilRequest(rpcUrl: string, method: string, params: unknown[]): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { error?: { message?: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
}

export interface TestChain {
  rpcUrl: string
  chainId: number
  reader: PublicClient
  /** Sets the balance of `to` to `value` wei. */
  fund(to: Address, value: bigint): Promise<void>
  /** Deploys an ERC-20 (18 decimals) whose whole supply belongs to `owner`. */
  deployToken(name: string, symbol: string, supply: bigint, owner: Address): Promise<Address>
  stop(): void
}

export async function startAnvil(
  binary: string,
  chainId = 31337,
  extraArgs: string[] = [],
): Promise<TestChain> {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--chain-id', String(chainId), '--silent', ...extraArgs],
    { stdio: 'ignore' },
  )
  const reader = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  for (let tries = 0; ; tries++) {
    try {
      await reader.getChainId()
      break
    } catch (error) {
      if (tries > 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const funder = createWalletClient({ account: ANVIL_FUNDER, transport: http(rpcUrl) })
  return {
    rpcUrl,
    chainId,
    reader,
    async fund(to, value) {
      await anvilRequest(rpcUrl, 'anvil_setBalance', [to, toHex(value)])
    },
    async deployToken(name, symbol, supply, owner) {
      const artifact = createRequire(import.meta.url)(
        '@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json',
      ) as { abi: Abi; bytecode: Hex }
      const hash = await funder.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: [name, symbol, supply, owner],
        chain: null,
      })
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (!receipt.contractAddress) throw new Error('token deployment failed')
      return receipt.contractAddress
    },
    stop: () => {
      child.kill('SIGTERM')
    },
  }
}
