import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { parseChainId } from '../chain'
import { readablePersonalMessage } from './bytes'
import { describeRequest } from './describe'
import { TREE_MAX_NODES, toTree } from './tree'

const chain = parseChainId(1)
const account = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('personal_sign messages', () => {
  it('shows printable UTF-8 as text', () => {
    expect(readablePersonalMessage(hex('Sign in to Dapp\nNonce: 42'))).toEqual({
      encoding: 'utf8',
      text: 'Sign in to Dapp\nNonce: 42',
    })
    expect(readablePersonalMessage(hex('héllo 👋'))).toEqual({ encoding: 'utf8', text: 'héllo 👋' })
  })

  it('shows bytes that are not printable UTF-8 as hex', () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(readablePersonalMessage(hash)).toEqual({ encoding: 'hex', text: hash })
    expect(readablePersonalMessage('0x00010203')).toEqual({ encoding: 'hex', text: '0x00010203' })
  })

  it('treats bidi overrides and zero-width characters as not printable', () => {
    const spoof = hex('pay \u202Egnp.exe')
    expect(readablePersonalMessage(spoof).encoding).toBe('hex')
    expect(readablePersonalMessage(hex('a\u200Bb')).encoding).toBe('hex')
  })

  it('takes plain-text messages from dapps that do not hex-encode', () => {
    expect(readablePersonalMessage('hello')).toEqual({ encoding: 'utf8', text: 'hello' })
  })

  it('describes the request with chain, account and message', () => {
    const description = describeRequest({
      method: 'personal_sign',
      params: [hex('hello'), account],
      chain,
      account,
    })
    expect(description).toEqual({
      method: 'personal_sign',
      action: 'Sign a message',
      chain: { caip2: 'eip155:1', name: 'Ethereum' },
      account,
      details: [{ kind: 'message', title: 'Message', encoding: 'utf8', text: 'hello' }],
    })
  })
})

describe('typed data', () => {
  const typedData = {
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 1,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    message: { from: { name: 'Cow', wallets: ['0xa', '0xb'] }, contents: 'Hello, Bob!' },
  }

  it('renders domain and message as a readable tree (JSON string params)', () => {
    const { details } = describeRequest({
      method: 'eth_signTypedData_v4',
      params: [account, JSON.stringify(typedData)],
      chain,
      account,
    })
    expect(details).toEqual([
      {
        kind: 'tree',
        title: 'Domain',
        nodes: [
          { label: 'name', value: 'Ether Mail' },
          { label: 'version', value: '1' },
          { label: 'chainId', value: '1' },
          { label: 'verifyingContract', value: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
        ],
      },
      {
        kind: 'tree',
        title: 'Mail',
        nodes: [
          {
            label: 'from',
            children: [
              { label: 'name', value: 'Cow' },
              {
                label: 'wallets',
                children: [
                  { label: '[0]', value: '0xa' },
                  { label: '[1]', value: '0xb' },
                ],
              },
            ],
          },
          { label: 'contents', value: 'Hello, Bob!' },
        ],
      },
    ])
  })

  it('falls back to the raw params when the typed data cannot be read', () => {
    const { details } = describeRequest({
      method: 'eth_signTypedData_v4',
      params: [account, '{not json'],
      chain,
      account,
    })
    expect(details[0]).toMatchObject({ kind: 'tree', title: 'Request' })
  })

  it('bounds huge objects', () => {
    const huge = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, index) => [`k${index}`, index]),
    )
    const nodes = toTree(huge)
    expect(nodes.length).toBeLessThanOrEqual(TREE_MAX_NODES + 1)
    expect(nodes.at(-1)).toEqual({ label: '…', value: 'more fields not shown' })
  })
})

describe('transactions', () => {
  it('shows to, value in ETH and data', () => {
    const { details, action } = describeRequest({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: '0x000000000000000000000000000000000000dEaD',
          value: '0x2386f26fc10000',
          data: '0xa9059cbb',
        },
      ],
      chain,
      account,
    })
    expect(action).toBe('Send a transaction')
    expect(details).toEqual([
      {
        kind: 'transaction',
        title: 'Transaction',
        to: '0x000000000000000000000000000000000000dEaD',
        value: '0.01 ETH',
        data: '0xa9059cbb',
      },
    ])
  })

  it('reads a missing value as zero, empty data as none, and no `to` as a contract creation', () => {
    const { details } = describeRequest({
      method: 'eth_sendTransaction',
      params: [{ data: '0x' }],
      chain,
      account,
    })
    expect(details).toEqual([
      { kind: 'transaction', title: 'Transaction', to: null, value: '0 ETH', data: null },
    ])
  })

  it('lists every call of wallet_sendCalls', () => {
    const { details } = describeRequest({
      method: 'wallet_sendCalls',
      params: [
        {
          calls: [
            { to: '0x01', value: '0xde0b6b3a7640000' },
            { to: '0x02', data: '0x1234' },
          ],
        },
      ],
      chain,
      account,
    })
    expect(details).toEqual([
      { kind: 'transaction', title: 'Call 1', to: '0x01', value: '1 ETH', data: null },
      { kind: 'transaction', title: 'Call 2', to: '0x02', value: '0 ETH', data: '0x1234' },
    ])
  })
})

describe('solana', () => {
  const solana = parseChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

  it('decodes a base58 message as text', () => {
    const message = bs58.encode(new TextEncoder().encode('Sign in to Dapp'))
    const { details, chain: shown } = describeRequest({
      method: 'solana_signMessage',
      params: { message, pubkey: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy' },
      chain: solana,
      account: null,
    })
    expect(shown).toEqual({ caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' })
    expect(details).toEqual([
      { kind: 'message', title: 'Message', encoding: 'utf8', text: 'Sign in to Dapp' },
    ])
  })

  it('shows serialized transactions by size', () => {
    const transaction = bs58.encode(new Uint8Array(200).fill(7))
    const { details } = describeRequest({
      method: 'solana_signAllTransactions',
      params: { transactions: [transaction, transaction] },
      chain: solana,
      account: null,
    })
    expect(details).toHaveLength(2)
    expect(details[0]).toMatchObject({ kind: 'encoded', title: 'Transaction 1', bytes: 200 })
  })
})

describe('personal_sign parameter order', () => {
  it('shows the message when a dapp sends [address, message], as the signer signs it', () => {
    const { details } = describeRequest({
      method: 'personal_sign',
      params: [account, hex('reversed')],
      chain,
      account,
    })
    expect(details).toEqual([
      { kind: 'message', title: 'Message', encoding: 'utf8', text: 'reversed' },
    ])
  })
})
