import { describe, expect, it, vi } from 'vitest'
import { fromSiweConfig, type SiweConfig } from './fromSiweConfig'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

function siweConfig(overrides: Partial<SiweConfig> = {}): SiweConfig {
  return {
    getNonce: vi.fn(async () => 'nonce12345'),
    createMessage: vi.fn(
      (args) => `message for ${args.address} on ${args.chainId} with ${args.nonce}`,
    ),
    verifyMessage: vi.fn(async () => true),
    getSession: vi.fn(async () => ({ address: ADDRESS, chainId: 1 })),
    signOut: vi.fn(async () => true),
    ...overrides,
  }
}

describe('fromSiweConfig', () => {
  it('builds the message with the dapp createMessage, its nonce and params', async () => {
    const config = siweConfig({
      getMessageParams: async () => ({
        domain: 'dapp.example',
        uri: 'https://dapp.example/',
        statement: 'Hi',
        expiry: 60,
      }),
    })
    const message = await fromSiweConfig(config).createMessage({
      chainId: 'eip155:1',
      accountAddress: ADDRESS,
    })
    expect(message.toString()).toBe(`message for eip155:1:${ADDRESS} on 1 with nonce12345`)
    expect(message).toMatchObject({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      nonce: 'nonce12345',
      statement: 'Hi',
    })
    expect(config.createMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        chainId: 1,
        domain: 'dapp.example',
        version: '1',
        statement: 'Hi',
      }),
    )
  })

  it('adds a session only when the backend verifies it', async () => {
    const message = {
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:1' as const,
        domain: 'd',
        uri: 'u',
        version: '1' as const,
        nonce: 'n',
      },
      message: 'm',
      signature: '0x1',
    }
    await expect(fromSiweConfig(siweConfig()).addSession(message)).resolves.toBeUndefined()
    await expect(
      fromSiweConfig(siweConfig({ verifyMessage: async () => false })).addSession(message),
    ).rejects.toThrow('Sign message failed')
  })

  it('finds the backend session only for its account and chain', async () => {
    const siwx = fromSiweConfig(siweConfig())
    expect(await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toEqual([])
    expect(
      await fromSiweConfig(siweConfig({ getSession: async () => null })).getSessions(
        'eip155:1',
        ADDRESS,
      ),
    ).toEqual([])
  })

  it('signs out on revoke and on an empty setSessions; carries required and signOutOnDisconnect', async () => {
    const config = siweConfig({ required: true, signOutOnDisconnect: false })
    const siwx = fromSiweConfig(config)
    await siwx.revokeSession('eip155:1', ADDRESS)
    await siwx.setSessions([])
    expect(config.signOut).toHaveBeenCalledTimes(2)
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
  })
})
