import { describe, expect, it } from 'vitest'
import type { DecodedCall, PreparedEvmTransaction, TokenInfo } from '../../shared/apiContract'
import { parseChainId } from '../chain'
import { describeRequest } from './describe'
import { callStakes, noCodeWarning, typedDataStakes } from './evmStakes'

const base = parseChainId('eip155:8453')
const MAX = ((1n << 256n) - 1n).toString()
const spender = '0x5pender00000000000000000000000000000000'
const contract = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const usdc: TokenInfo = { name: 'USD Coin', symbol: 'USDC', decimals: 6 }

function prepared(
  call: DecodedCall,
  token: TokenInfo | null = usdc,
  collection?: string | null,
): PreparedEvmTransaction {
  return {
    kind: 'eip155Transaction',
    params: [
      {
        from: '0x1',
        to: contract,
        value: '0x0',
        gas: '0x1',
        nonce: '0x0',
        chainId: '0x2105',
        type: '0x2',
      },
    ],
    maxFee: '1',
    nativeCurrency: null,
    call,
    token,
    ...(collection === undefined ? {} : { collection }),
  }
}
const call = (functionName: string, ...values: string[]): DecodedCall => ({
  functionName,
  signature: `${functionName}(…)`,
  args: values.map((value, index) => ({ name: `a${index}`, type: 'x', value })),
})

describe('callStakes', () => {
  it('names the spender and the amount of approve and increaseAllowance, unlimited flagged', () => {
    expect(callStakes(prepared(call('approve', spender, MAX)))).toEqual([
      `${spender} can spend Unlimited USDC from your wallet`,
    ])
    expect(callStakes(prepared(call('approve', spender, '2500000')))).toEqual([
      `${spender} can spend 2.5 USDC from your wallet`,
    ])
    expect(callStakes(prepared(call('increaseAllowance', spender, '7'), null))).toEqual([
      `${spender} can spend 7 (in the token's smallest unit) of token ${contract} more from your wallet`,
    ])
  })

  it('names transferFrom and setApprovalForAll(operator, true), not a revocation', () => {
    expect(callStakes(prepared(call('transferFrom', '0xfrom', '0xto', '1000000')))).toEqual([
      '1 USDC moves from 0xfrom to 0xto',
    ])
    expect(
      callStakes(prepared(call('setApprovalForAll', spender, 'true'), null, 'Bored Apes')),
    ).toEqual([`${spender} can move all your Bored Apes NFTs`])
    expect(callStakes(prepared(call('setApprovalForAll', spender, 'true'), null, null))).toEqual([
      `${spender} can move all your ${contract} NFTs`,
    ])
    expect(callStakes(prepared(call('setApprovalForAll', spender, 'false'), null))).toEqual([])
    expect(callStakes(prepared(call('transfer', spender, '1')))).toEqual([])
  })
})

const typed = (primaryType: string, message: unknown, domain: Record<string, unknown> = {}) =>
  JSON.stringify({
    types: {},
    primaryType,
    domain: { name: 'X', chainId: 8453, verifyingContract: contract, ...domain },
    message,
  })

describe('typedDataStakes', () => {
  it('reads an EIP-2612 Permit', () => {
    expect(typedDataStakes(typed('Permit', { spender, value: MAX, deadline: 1 }), base)).toEqual({
      stakes: [`${spender} can spend Unlimited of token ${contract} from your wallet`],
      warnings: [],
      verifyingContract: contract,
    })
    expect(typedDataStakes(typed('Permit', { spender, value: '42' }), base).stakes).toEqual([
      `${spender} can spend 42 (in the token's smallest unit) of token ${contract} from your wallet`,
    ])
  })

  it('reads Permit2 PermitSingle, PermitBatch and PermitTransferFrom', () => {
    const uint160Max = ((1n << 160n) - 1n).toString()
    expect(
      typedDataStakes(
        typed('PermitSingle', { details: { token: '0xT', amount: uint160Max }, spender }),
        base,
      ).stakes,
    ).toEqual([`${spender} can spend Unlimited of token 0xT from your wallet`])
    expect(
      typedDataStakes(
        typed('PermitBatch', {
          details: [
            { token: '0xA', amount: '5' },
            { token: '0xB', amount: uint160Max },
          ],
          spender,
        }),
        base,
      ).stakes,
    ).toEqual([
      `${spender} can spend 5 (in the token's smallest unit) of token 0xA from your wallet`,
      `${spender} can spend Unlimited of token 0xB from your wallet`,
    ])
    expect(
      typedDataStakes(
        typed('PermitTransferFrom', { permitted: { token: '0xT', amount: '9' }, spender }),
        base,
      ).stakes,
    ).toEqual([
      `${spender} can take 9 (in the token's smallest unit) of token 0xT from your wallet`,
    ])
  })

  it('flags a domain chainId other than the card’s chain, with the exact text', () => {
    expect(
      typedDataStakes(typed('Permit', { spender, value: '1' }, { chainId: 1 }), base).warnings,
    ).toEqual([
      'This signature is for chain 1, not Base (eip155:8453), the network this card names',
    ])
    expect(typedDataStakes(typed('Mail', {}, { chainId: '0x2105' }), base).warnings).toEqual([])
  })

  it('puts the no-code flag and the stakes on the described card', () => {
    const description = describeRequest({
      method: 'eth_signTypedData_v4',
      params: ['0xme', typed('Permit', { spender, value: MAX })],
      chain: base,
      account: '0xme',
      verifyingContractHasCode: false,
    })
    expect(description.warnings).toEqual([
      `The contract this signature is for, ${contract}, has no code on Base (eip155:8453)`,
    ])
    expect(noCodeWarning(contract, base)).toBe(description.warnings[0])
    expect(description.stakes).toEqual([
      `${spender} can spend Unlimited of token ${contract} from your wallet`,
    ])
  })
})
