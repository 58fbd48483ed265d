import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '../../db/testing'
import { type FakeRelay, startFakeRelay } from '../../farcaster/relay.fake'
import { checkFarcasterLogin, startFarcasterLogin } from './farcasterLogin'
import {
  type Approval,
  approveSignIn,
  checkInput,
  farcasterSetup,
  farcasterSignInForTest,
  startInput,
} from './farcasterLogin.testing'

let relay: FakeRelay
beforeAll(async () => {
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

describeEachDb('Sign In With Farcaster refuses a signed message', (getDb) => {
  const { setup, custodian } = farcasterSetup(getDb, () => relay)
  const cases: [string, (fid: number) => Partial<Approval>, string][] = [
    [
      'with another nonce',
      () => ({ message: { nonce: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5' } }),
      'Farcaster sign-in refused: the message was signed for another sign-in',
    ],
    [
      'for another domain',
      () => ({ message: { domain: 'wallet.evil.example' } }),
      'Farcaster sign-in refused: the message was signed for another site',
    ],
    [
      'for another uri',
      () => ({ message: { uri: 'https://wallet.evil.example' } }),
      'Farcaster sign-in refused: the message was signed for another site',
    ],
    [
      'for another chain',
      () => ({ message: { chainId: 1 } }),
      'Farcaster sign-in refused: the message must name chain 10 (OP Mainnet)',
    ],
    [
      'that has expired',
      () => ({ message: { expirationTime: new Date('2029-12-31T23:59:00Z') } }),
      'Farcaster sign-in refused: the signed message has expired',
    ],
    [
      'that is not valid yet',
      () => ({ message: { notBefore: new Date('2030-01-01T01:00:00Z') } }),
      'Farcaster sign-in refused: the signed message is not valid yet',
    ],
    [
      'without the SIWF statement',
      () => ({ message: { statement: 'Sign in to anything' } }),
      'Farcaster sign-in refused: the signed message is not a valid Sign In With Farcaster message',
    ],
    [
      'naming another requesting site',
      () => ({ message: { requestId: 'evil.example' } }),
      'Farcaster sign-in refused: the message does not name the site that asked for it (localhost:5173)',
    ],
    [
      'naming no requesting site',
      () => ({ message: { requestId: null } }),
      'Farcaster sign-in refused: the message does not name the site that asked for it (localhost:5173)',
    ],
    [
      'naming another fid than the relay',
      (fid) => ({ message: { fid: fid + 1 } }),
      'Farcaster sign-in refused: the message names another fid than the relay',
    ],
    [
      'with a forged signature',
      () => ({ signature: `0x${'11'.repeat(64)}1b` }),
      'Farcaster sign-in refused: the signature does not match the message',
    ],
    [
      'signed by a key that is neither custody nor auth address',
      () => ({ key: generatePrivateKey() }),
      'Farcaster sign-in refused: the signer is neither the custody address nor an auth address of fid',
    ],
  ]

  it.each(cases)('%s, and the flow cannot be tried again', async (_name, tamper, message) => {
    const { t, registry, meta } = setup()
    const alice = custodian(registry)
    const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
    await approveSignIn(t, relay, url, { ...alice, ...tamper(alice.fid) })
    await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(message)
    await expect(checkFarcasterLogin(t.context, checkInput(flowId), meta)).rejects.toThrow(
      'This Farcaster sign-in was already used',
    )
  })

  it("refuses the relay's fid when the custody key signed for another fid", async () => {
    const { t, registry, meta } = setup()
    const alice = custodian(registry)
    const bob = custodian(registry)
    // Bob's key, Bob's fid in the message, the relay says Alice: the message fid rules nothing.
    await expect(
      farcasterSignInForTest(
        t,
        relay,
        { key: bob.key, fid: alice.fid, message: { fid: alice.fid } },
        meta,
      ),
    ).rejects.toThrow(
      `Farcaster sign-in refused: the signer is neither the custody address nor an auth address of fid ${alice.fid}`,
    )
  })
})
