/**
 * The three things the example asks the embedded wallet to do, as a dapp would:
 * plain EIP-1193 requests on the provider. Each needs the user's approval in the frame.
 */
import type { Eip1193Provider } from '@airlock/sdk'
import { parseEther, stringToHex, toHex } from 'viem'

import { DEMO_AMOUNT_ETH, DEMO_MESSAGE, DEMO_RECIPIENT } from './demoValues'

function asText(result: unknown): string {
  if (typeof result !== 'string') throw new Error('The wallet returned an unexpected result')
  return result
}

export async function signMessage(provider: Eip1193Provider, address: string) {
  return asText(
    await provider.request({
      method: 'personal_sign',
      params: [stringToHex(DEMO_MESSAGE), address],
    }),
  )
}

export function demoTypedData(chainId: number) {
  return {
    domain: { name: 'Airlock Example', version: '1', chainId },
    primaryType: 'Greeting',
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Greeting: [
        { name: 'from', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    },
    message: { from: DEMO_RECIPIENT, contents: DEMO_MESSAGE },
  }
}

export async function signTypedData(provider: Eip1193Provider, address: string, chainId: number) {
  const typedData = JSON.stringify(demoTypedData(chainId))
  return asText(
    await provider.request({ method: 'eth_signTypedData_v4', params: [address, typedData] }),
  )
}

export async function sendEth(provider: Eip1193Provider, address: string) {
  const transaction = {
    from: address,
    to: DEMO_RECIPIENT,
    value: toHex(parseEther(DEMO_AMOUNT_ETH)),
  }
  return asText(await provider.request({ method: 'eth_sendTransaction', params: [transaction] }))
}
