import { describe, expect, it } from 'vitest'
import { fakeWallet } from '../clients/walletApi/fakeWalletApi'
import type { ConnectorInfo } from '../stores/connectionStore'
import { type ConnectorOrderInput, orderWallets } from './connectorOrder'

const announced = (rdns: string, name: string): ConnectorInfo => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  chains: ['eip155'],
  imageUrl: `data:image/svg+xml,${name}`,
  rdns,
})

const empty: ConnectorOrderInput = {
  connectors: [],
  recent: [],
  featured: [],
  recommended: [],
  custom: [],
}

const order = (input: Partial<ConnectorOrderInput>) =>
  orderWallets({ ...empty, ...input }).map((row) => `${row.group}:${row.name}`)

describe('orderWallets (SPEC §1 connector order)', () => {
  it('puts the groups in SPEC order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const rows = order({
      connectors: [
        { id: 'ext', name: 'External', type: 'EXTERNAL', chains: ['eip155'] },
        announced('io.rabby', 'Rabby'),
        announced('io.metamask', 'MetaMask'),
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chains: ['eip155'] },
        { id: 'auth', name: 'Email', type: 'AUTH', chains: ['eip155'] },
      ],
      recent: [{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }],
      featured: [fakeWallet(1)],
      recommended: [fakeWallet(2)],
      custom: [{ id: 'mine', name: 'My Wallet', homepage: 'https://mine.example' }],
    })
    expect(rows).toEqual([
      'walletConnect:WalletConnect',
      'recent:MetaMask',
      'injected:Rabby',
      'featured:Wallet 1',
      'custom:My Wallet',
      'external:External',
      'recommended:Wallet 2',
    ])
  })

  it('shows an installed wallet that is also recent and featured once, at its earliest place', () => {
    const rows = orderWallets({
      ...empty,
      connectors: [announced('io.metamask', 'MetaMask'), announced('io.rabby', 'Rabby')],
      recent: [{ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' }],
      featured: [fakeWallet(1, { name: 'MetaMask (catalogue)', rdns: 'io.metamask' })],
      recommended: [fakeWallet(2, { name: 'Rabby (catalogue)', rdns: 'io.rabby' }), fakeWallet(3)],
    })
    expect(rows.map((row) => `${row.group}:${row.name}`)).toEqual([
      'recent:Rabby',
      'injected:MetaMask',
      'recommended:Wallet 3',
    ])
    expect(rows[0]).toMatchObject({ connectorId: 'io.rabby', installed: true, recent: true })
    expect(rows[1]).toMatchObject({ connectorId: 'io.metamask', installed: true, recent: false })
    expect(rows[1]?.imageUrl).toBe('data:image/svg+xml,MetaMask')
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
  })

  it('matches the catalogue to installed wallets by rdns: a featured one placed first connects', () => {
    const rows = orderWallets({
      ...empty,
      order: ['featured', 'injected'],
      connectors: [announced('io.metamask', 'MetaMask')],
      featured: [fakeWallet(1, { name: 'MetaMask', rdns: 'io.metamask' })],
    })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      group: 'featured',
      connectorId: 'io.metamask',
      installed: true,
    })
  })

  it('lists a catalogue wallet once when it is both featured and recommended, and a custom one with the same id once', () => {
    const rows = order({
      featured: [fakeWallet(1)],
      recommended: [fakeWallet(1), fakeWallet(2)],
      custom: [{ id: 'w2', name: 'Custom Two' }],
    })
    expect(rows).toEqual(['featured:Wallet 1', 'custom:Custom Two'])
  })

  it('keeps a recent wallet uninstalled since only when the catalogue has it (by rdns)', () => {
    const rows = orderWallets({
      ...empty,
      recent: [
        { id: 'io.gone', name: 'Gone', rdns: 'io.gone' },
        { id: 'io.known', name: 'Known', rdns: 'com.wallet2' },
      ],
      recommended: [fakeWallet(1), fakeWallet(2)],
    })
    expect(rows.map((row) => `${row.group}:${row.name}`)).toEqual([
      'recent:Wallet 2',
      'recommended:Wallet 1',
    ])
    expect(rows[0]).toMatchObject({ recent: true, installed: false, connectorId: undefined })
    expect(rows[0]?.item?.id).toBe('w2')
  })

  it('a wallet paired through WalletConnect is recent from its own entry, once, even when featured', () => {
    const item = fakeWallet(7, { rdns: null })
    const rows = orderWallets({
      ...empty,
      connectors: [
        {
          id: 'walletConnect',
          name: 'WalletConnect',
          type: 'WALLET_CONNECT',
          chains: ['eip155'],
          imageUrl: undefined,
          rdns: undefined,
        },
      ],
      recent: [{ id: 'w7', name: 'Wallet 7', item, imageUrl: 'https://img.example/7' }],
      featured: [fakeWallet(1), item],
    })
    expect(rows.map((row) => `${row.group}:${row.name}`)).toEqual([
      'walletConnect:WalletConnect',
      'recent:Wallet 7',
      'featured:Wallet 1',
    ])
    expect(rows[0]?.recent).toBe(false)
    expect(rows[1]).toMatchObject({
      recent: true,
      connectorId: undefined,
      imageUrl: 'https://img.example/7',
      item: { id: 'w7', mobile_link: 'wallet7://' },
    })
  })

  it('a legacy window.ethereum wallet is installed; its recent entry matches by id', () => {
    const rows = orderWallets({
      ...empty,
      connectors: [
        { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chains: ['eip155'] },
      ],
      recent: [{ id: 'injected', name: 'Browser Wallet' }],
    })
    expect(rows).toEqual([
      expect.objectContaining({ group: 'recent', connectorId: 'injected', installed: true }),
    ])
  })

  it('custom wallets carry their image, homepage and links', () => {
    const [row] = orderWallets({
      ...empty,
      custom: [
        {
          id: 'mine',
          name: 'My Wallet',
          image_url: 'https://mine.example/icon.png',
          homepage: 'https://mine.example',
          desktop_link: 'mine://',
        },
      ],
    })
    expect(row).toMatchObject({
      group: 'custom',
      imageUrl: 'https://mine.example/icon.png',
      homepage: 'https://mine.example',
      item: { id: 'mine', desktop_link: 'mine://', mobile_link: null, webapp_link: null },
    })
  })

  it('leaves the WalletConnect place empty while no WalletConnect connector exists', () => {
    expect(order({ connectors: [announced('io.rabby', 'Rabby')] })).toEqual(['injected:Rabby'])
  })
})
