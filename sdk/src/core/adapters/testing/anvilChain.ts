/**
 * The anvil the sdk project's global setup started (test-support/
 * anvilGlobalSetup.ts): its first dev account is funded and unlocked, so the
 * node itself answers eth_sendTransaction and personal_sign as a wallet
 * would; ERC-20s are deployed from OpenZeppelin's artifact. Tests only.
 */
import ERC20 from '@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json'
import { type Abi, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { inject } from 'vitest'
import type { Eip1193RequestArguments } from '../../connectors/auth/eip1193Provider'
import type { CaipNetwork } from '../../networks/types'

declare module 'vitest' {
  export interface ProvidedContext {
    anvilRpcUrl: string
  }
}

/** anvil's first default account: funded with 10 000 ETH and unlocked on every start. */
export const ANVIL_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export function anvilChain() {
  const rpcUrl = inject('anvilRpcUrl')
  const reader = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const deployer = createWalletClient({ account: ANVIL_ACCOUNT, transport: http(rpcUrl) })
  const network: CaipNetwork = {
    id: 31337,
    name: 'Anvil',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  let id = 0
  return {
    network,
    reader,
    /** An EIP-1193 wallet that is the node itself (anvil signs for its unlocked accounts). */
    wallet: {
      async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        })
        const body = (await response.json()) as { result?: unknown; error?: { message: string } }
        if (body.error) throw Object.assign(new Error(body.error.message), body.error)
        return body.result
      },
    },
    /** Deploys an ERC-20 (18 decimals) minting `supply` base units to `owner`. */
    async deployToken(symbol: string, supply: bigint, owner: string): Promise<Hex> {
      const hash = await deployer.deployContract({
        abi: ERC20.abi as Abi,
        bytecode: ERC20.bytecode as Hex,
        args: [symbol, symbol, supply, owner],
        chain: null,
      })
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (!receipt.contractAddress) throw new Error('token deployment failed')
      return receipt.contractAddress
    },
  }
}
