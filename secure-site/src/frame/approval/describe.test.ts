import { base58Encode } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { parseChainId } from '../chain'
import { hexToBytes, isOddLengthHex, readablePersonalMessage } from './bytes'
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

  it('keeps text with bidi overrides and zero-width characters as text, for the card to escape', () => {
    expect(readablePersonalMessage(hex('pay \u202Egnp.exe'))).toEqual({
      encoding: 'utf8',
      text: 'pay \u202Egnp.exe',
    })
    expect(readablePersonalMessage(hex('a\u200Bb')).text).toBe('a\u200Bb')
  })

  it('keeps a leading byte-order mark, which is signed too', () => {
    expect(readablePersonalMessage('0xefbbbf6869')).toEqual({ encoding: 'utf8', text: '\uFEFFhi' })
  })

  it('reads odd-length hex as neither bytes nor text: the frame and the server refuse it', () => {
    expect(isOddLengthHex('0x1')).toBe(true)
    expect(isOddLengthHex('0xabc')).toBe(true)
    expect(isOddLengthHex('0x')).toBe(false)
    expect(isOddLengthHex('0x01')).toBe(false)
    expect(isOddLengthHex('0X1')).toBe(false)
    expect(isOddLengthHex('hello')).toBe(false)
    expect(hexToBytes('0x1')).toBeNull()
  })

  it('reads hex and text as the signer signs them: 0x-hex as bytes, anything else as UTF-8 text', () => {
    expect(readablePersonalMessage('0x')).toEqual({ encoding: 'utf8', text: '' })
    expect(readablePersonalMessage('0X6869')).toEqual({ encoding: 'utf8', text: '0X6869' })
    expect(readablePersonalMessage('0x6869 ')).toEqual({ encoding: 'utf8', text: '0x6869 ' })
    expect(readablePersonalMessage('0x6869')).toEqual({ encoding: 'utf8', text: 'hi' })
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
      warnings: [],
      stakes: [],
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

describe('solana', () => {
  const solana = parseChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

  it('decodes a base58 message as text', () => {
    const message = base58Encode(new TextEncoder().encode('Sign in to Dapp'))
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

  it('shows serialized transactions by size when nothing was prepared', () => {
    const transaction = base58Encode(new Uint8Array(200).fill(7))
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
