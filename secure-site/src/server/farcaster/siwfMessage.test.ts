import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { fakeRegistry } from './registry.fake'
import { siwfRequestId, verifySiwf } from './siwfMessage'

const NOW = new Date('2030-01-01T00:00:00Z')
const SITE = {
  domain: 'wallet.example',
  uri: 'https://wallet.example',
  nonce: 'abcdef0123456789',
  requestId: 'dapp.example',
}

const message = (address: Hex, fid: number, extra: { resources?: string[] } = {}) =>
  createSiweMessage({
    domain: SITE.domain,
    uri: SITE.uri,
    nonce: SITE.nonce,
    requestId: SITE.requestId,
    address,
    statement: 'Farcaster Auth',
    version: '1',
    chainId: 10,
    issuedAt: NOW,
    expirationTime: new Date(NOW.getTime() + 60_000),
    resources: extra.resources ?? [`farcaster://fid/${fid}`],
  })

describe('verifySiwf', () => {
  it('accepts a contract account (ERC-1271) that holds the fid in custody', async () => {
    const registry = fakeRegistry()
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const signature: Hex = `0x${'ab'.repeat(100)}`
    registry.contractAccount(wallet, signature)
    registry.register(42n, wallet)
    const signed = { message: message(wallet, 42), signature }
    expect(await verifySiwf(signed, { ...SITE, fid: 42, now: NOW }, registry.registry)).toEqual({
      fid: 42n,
      signer: wallet,
      authMethod: 'custody',
    })
    // Another signature the contract does not accept is a bad signature.
    await expect(
      verifySiwf(
        { ...signed, signature: `0x${'cd'.repeat(100)}` },
        { ...SITE, fid: 42, now: NOW },
        registry.registry,
      ),
    ).rejects.toThrow('Farcaster sign-in refused: the signature does not match the message')
  })

  it('refuses a message with two fid resources, or none', async () => {
    const registry = fakeRegistry()
    const account = privateKeyToAccount(generatePrivateKey())
    for (const resources of [['farcaster://fid/1', 'farcaster://fid/2'], ['https://x.example']]) {
      const text = message(account.address, 1, { resources })
      await expect(
        verifySiwf(
          { message: text, signature: await account.signMessage({ message: text }) },
          { ...SITE, fid: 1, now: NOW },
          registry.registry,
        ),
      ).rejects.toThrow(
        'Farcaster sign-in refused: the signed message is not a valid Sign In With Farcaster message',
      )
    }
  })

  it('refuses text that is no SIWE message at all, before any registry read', async () => {
    const registry = fakeRegistry()
    await expect(
      verifySiwf(
        { message: 'hello', signature: '0x00' },
        { ...SITE, fid: 1, now: NOW },
        registry.registry,
      ),
    ).rejects.toThrow(
      'Farcaster sign-in refused: the signed message is not a valid Sign In With Farcaster message',
    )
    expect(registry.reads.count).toBe(0)
  })

  it('refuses a message that names no requesting site, or another one', async () => {
    const registry = fakeRegistry()
    const account = privateKeyToAccount(generatePrivateKey())
    registry.register(7n, account.address)
    const signed = async (text: string) => ({
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    const named = message(account.address, 7)
    for (const text of [
      named.replace('\nRequest ID: dapp.example', ''),
      named.replace('Request ID: dapp.example', 'Request ID: evil.example'),
    ]) {
      await expect(
        verifySiwf(await signed(text), { ...SITE, fid: 7, now: NOW }, registry.registry),
      ).rejects.toThrow(
        'Farcaster sign-in refused: the message does not name the site that asked for it (dapp.example)',
      )
    }
    // The message as the channel asked for it passes.
    expect(
      (await verifySiwf(await signed(named), { ...SITE, fid: 7, now: NOW }, registry.registry)).fid,
    ).toBe(7n)
  })
})

describe('siwfRequestId', () => {
  it("is the origin's host with its port, in EIP-4361's pchar", () => {
    expect(siwfRequestId('https://dapp.example')).toBe('dapp.example')
    expect(siwfRequestId('http://localhost:5173')).toBe('localhost:5173')
    expect(siwfRequestId('https://xn--bcher-kva.example')).toBe('xn--bcher-kva.example')
    expect(siwfRequestId('http://[::1]:8080')).toBe('%5B::1%5D:8080')
  })
})
