import { generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APPLE_AUDIENCE,
  APPLE_SECRET_LIFETIME_S,
  type AppleSigningKey,
  appleClientSecret,
  parseAppleKey,
} from './appleClientSecret'
import { exchangeCode } from './oauthClient'
import { PROVIDERS } from './providers'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()

function signingKey(): AppleSigningKey {
  const parsed = parseAppleKey(pem)
  if (typeof parsed === 'string') throw new Error(parsed)
  return { kind: 'apple-key', teamId: 'TEAM123456', keyId: 'KEY7654321', privateKey: parsed }
}

describe('Apple client secret', () => {
  it('reads the .p8 key, also with its newlines written as \\n', () => {
    expect(typeof parseAppleKey(pem)).toBe('object')
    expect(typeof parseAppleKey(pem.replaceAll('\n', '\\n'))).toBe('object')
  })

  it('refuses what is not an EC P-256 private key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    expect(parseAppleKey(rsa.export({ format: 'pem', type: 'pkcs8' }).toString())).toBe(
      'is not an EC P-256 key (ES256), as Apple keys are',
    )
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey
    expect(parseAppleKey(p384.export({ format: 'pem', type: 'pkcs8' }).toString())).toBe(
      'is not an EC P-256 key (ES256), as Apple keys are',
    )
    expect(parseAppleKey('not a key')).toBe('is not a PEM private key (the .p8 file Apple gives)')
  })

  it('signs the JWT Apple asks for: ES256 with kid, team as iss, services id as sub, short-lived', async () => {
    const now = Date.UTC(2026, 10, 26, 9, 0, 0)
    const secret = await appleClientSecret(signingKey(), 'com.example.wallet', now)
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY7654321' })
    const { payload } = await jwtVerify(secret, publicKey, {
      issuer: 'TEAM123456',
      subject: 'com.example.wallet',
      audience: APPLE_AUDIENCE,
      currentDate: new Date(now),
    })
    expect(payload.iat).toBe(now / 1000)
    expect(payload.exp).toBe(now / 1000 + APPLE_SECRET_LIFETIME_S)
  })
})

describe('the code exchange with an Apple key', () => {
  let server: Server
  let tokenUrl = ''
  const secrets: string[] = []

  beforeAll(async () => {
    // A token endpoint that, like Apple's, takes the secret in the body and checks it.
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      request.on('end', async () => {
        const form = new URLSearchParams(body)
        const secret = form.get('client_secret') ?? ''
        secrets.push(secret)
        const valid = await jwtVerify(secret, publicKey, {
          issuer: 'TEAM123456',
          subject: form.get('client_id') ?? '',
          audience: APPLE_AUDIENCE,
        }).then(
          () => true,
          () => false,
        )
        response.statusCode = valid ? 200 : 400
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify(
            valid
              ? { access_token: 'at', token_type: 'bearer', id_token: 'idt' }
              : { error: 'invalid_client' },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    tokenUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/token`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const exchange = (key: AppleSigningKey) =>
    exchangeCode({
      provider: 'apple',
      config: {
        clientId: 'com.example.wallet',
        clientSecret: key,
        endpoints: { ...PROVIDERS.apple.endpoints, token: tokenUrl },
      },
      redirectUri: 'https://wallet.example/social/callback',
      code: 'code',
      codeVerifier: 'verifier',
    })

  it('sends a fresh signed secret with each exchange, which the endpoint accepts', async () => {
    const tokens = await exchange(signingKey())
    expect(tokens.accessToken()).toBe('at')
    await exchange(signingKey())
    expect(secrets).toHaveLength(2)
    expect(secrets[0]?.split('.')).toHaveLength(3)
  })

  it('fails when the secret is signed with another key', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey
    await expect(exchange({ ...signingKey(), privateKey: other })).rejects.toThrow(
      'token endpoint answered 400',
    )
  })
})
