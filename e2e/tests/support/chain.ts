import { type Address, createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from '../../stack/anvil'
import type { StackInfo } from '../../stack/stackInfo'

/** viem clients for the stack's anvil on eip155:31337. */
export function localChain(stack: StackInfo) {
  const info = stack.chains['eip155:31337']
  if (!info) throw new Error('the stack has no eip155:31337 chain')
  const chain = defineChain({
    id: info.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
  })
  const transport = http(info.rpcUrl)
  const reader = createPublicClient({ chain, transport, pollingInterval: 100 })
  // Anvil's first default account: 10 000 ETH to hand out.
  const faucet = createWalletClient({
    account: mnemonicToAccount(ANVIL_MNEMONIC),
    chain,
    transport,
  })
  return {
    reader,
    /** Sends `value` wei from the faucet account and waits until it is mined. */
    async fund(to: Address, value: bigint): Promise<void> {
      const hash = await faucet.sendTransaction({ to, value })
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`funding ${to} failed`)
    },
  }
}
