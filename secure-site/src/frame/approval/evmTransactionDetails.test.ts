import { describe, expect, it } from 'vitest'
import type { PreparedEvmTransaction } from '../../shared/apiContract'
import { parseChainId } from '../chain'
import { describeRequest } from './describe'

const chain = parseChainId(1)
const account = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'

describe('transactions', () => {
  const token = '0x57807190FFdCE3e9C68938bA4cb31F4F51b8AD12'
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const prepared: PreparedEvmTransaction = {
    kind: 'eip155Transaction',
    params: [
      {
        from: account,
        to: token,
        value: '0x0',
        data: '0xa9059cbb00',
        gas: '0xc350',
        nonce: '0x3',
        chainId: '0x1',
        type: '0x2',
        maxFeePerGas: '0x6fc23ac00',
        maxPriorityFeePerGas: '0x3b9aca00',
      },
    ],
    maxFee: (50_000n * 30_000_000_000n).toString(),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    call: {
      functionName: 'transfer',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'recipient', type: 'address', value: recipient },
        { name: 'amount', type: 'uint256', value: '12500000', tokenAmount: true },
      ],
    },
    token: { name: 'Airlock USD', symbol: 'AUSD', decimals: 6 },
  }

  it('shows the prepared transaction: to, value, data, the decoded call and the maximum fee', () => {
    const { details, action } = describeRequest({
      method: 'eth_sendTransaction',
      params: prepared.params,
      chain,
      account,
      prepared,
    })
    expect(action).toBe('Send a transaction')
    expect(details).toEqual([
      {
        kind: 'fields',
        title: 'Transaction',
        fields: [
          { label: 'To', value: token },
          { label: 'Value', value: '0 ETH' },
          { label: 'Data', value: '0xa9059cbb00 (5 bytes)' },
        ],
      },
      {
        kind: 'fields',
        title: 'Call',
        fields: [
          { label: 'Function', value: 'transfer(address,uint256)' },
          { label: 'Asset', value: `Airlock USD (AUSD) at ${token}` },
          { label: 'recipient', value: recipient },
          { label: 'amount', value: '12.5 AUSD' },
        ],
      },
      {
        kind: 'fields',
        title: 'Fee',
        fields: [
          { label: 'Max fee', value: '0.0015 ETH' },
          { label: 'Gas limit', value: '50000' },
          { label: 'Fee per gas (max)', value: '30 gwei' },
          { label: 'Tip per gas (max)', value: '1 gwei' },
          { label: 'Nonce', value: '3' },
        ],
      },
    ])
  })

  it('shows a legacy gas price, an unlimited approval, an unknown token and an unknown currency', () => {
    const [tx] = prepared.params
    const legacy: PreparedEvmTransaction = {
      ...prepared,
      params: [
        {
          ...tx,
          type: '0x0',
          gasPrice: '0x3b9aca00',
          maxFeePerGas: undefined,
          maxPriorityFeePerGas: undefined,
        },
      ],
      maxFee: (50_000n * 1_000_000_000n).toString(),
      nativeCurrency: null,
      call: {
        functionName: 'approve',
        signature: 'approve(address,uint256)',
        args: [
          {
            name: 'amount',
            type: 'uint256',
            value: ((1n << 256n) - 1n).toString(),
            tokenAmount: true,
          },
        ],
      },
    }
    const describe = (value: PreparedEvmTransaction) =>
      describeRequest({
        method: 'eth_sendTransaction',
        params: value.params,
        chain,
        account,
        prepared: value,
      }).details
    const [, call, fee] = describe(legacy)
    expect(call).toMatchObject({ fields: [{}, {}, { label: 'amount', value: 'Unlimited AUSD' }] })
    expect(fee).toEqual({
      kind: 'fields',
      title: 'Fee',
      fields: [
        { label: 'Max fee', value: "0.00005 (the chain's native currency)" },
        { label: 'Gas limit', value: '50000' },
        { label: 'Gas price', value: '1 gwei' },
        { label: 'Nonce', value: '3' },
      ],
    })
    const [, noToken] = describe({ ...legacy, token: null })
    expect(noToken).toMatchObject({
      fields: [
        { label: 'Function' },
        {
          label: 'amount',
          value: `${((1n << 256n) - 1n).toString()} (in the token's smallest unit)`,
        },
      ],
    })
  })

  it('shows an unprepared transaction as sent, and no `to` as a contract creation', () => {
    const { details } = describeRequest({
      method: 'eth_sendTransaction',
      params: [{ data: '0x', value: '0x2386f26fc10000' }],
      chain,
      account,
    })
    expect(details).toEqual([
      {
        kind: 'fields',
        title: 'Transaction',
        fields: [
          { label: 'To', value: '(contract creation)' },
          { label: 'Value', value: '0.01 ETH' },
          { label: 'Data', value: '(none)' },
        ],
      },
    ])
  })
})
