import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PROVIDERS } from './providers'
import { enabledProviders, loadSocialConfig } from './socialEnv'

function load(env: Record<string, string>, dev = false) {
  const problems: string[] = []
  const config = loadSocialConfig((name) => env[name], dev, problems)
  return { config, problems }
}

describe('social providers from the environment', () => {
  it('enables a provider with both credentials, on its public endpoints', () => {
    const { config, problems } = load({
      AIRLOCK_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      AIRLOCK_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
    })
    expect(problems).toEqual([])
    expect(config.github).toEqual({
      clientId: 'gh-id',
      clientSecret: 'gh-secret',
      endpoints: PROVIDERS.github.endpoints,
    })
    expect(enabledProviders(config)).toEqual(['github'])
  })

  it('reports a provider without credentials as unavailable', () => {
    const { config, problems } = load({})
    expect(problems).toEqual([])
    expect(enabledProviders(config)).toEqual([])
  })

  it('refuses a client id without its secret, naming both variables', () => {
    expect(load({ AIRLOCK_SOCIAL_X_CLIENT_ID: 'x-id' }).problems).toEqual([
      'AIRLOCK_SOCIAL_X_CLIENT_SECRET is required when AIRLOCK_SOCIAL_X_CLIENT_ID is set',
    ])
    expect(load({ AIRLOCK_SOCIAL_DISCORD_CLIENT_SECRET: 's' }).problems).toEqual([
      'AIRLOCK_SOCIAL_DISCORD_CLIENT_ID is required when AIRLOCK_SOCIAL_DISCORD_CLIENT_SECRET is set',
    ])
  })

  it('takes endpoint overrides: http only in development', () => {
    const env = {
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: 'g',
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: 's',
      AIRLOCK_SOCIAL_GOOGLE_ISSUER: 'http://127.0.0.1:9400',
      AIRLOCK_SOCIAL_GOOGLE_JWKS_URL: 'http://127.0.0.1:9400/jwks',
    }
    const dev = load(env, true)
    expect(dev.problems).toEqual([])
    expect(dev.config.google?.endpoints.issuer).toBe('http://127.0.0.1:9400')
    expect(dev.config.google?.endpoints.authorize).toBe(PROVIDERS.google.endpoints.authorize)
    expect(load(env, false).problems).toEqual([
      'AIRLOCK_SOCIAL_GOOGLE_JWKS_URL must be an https URL, got "http://127.0.0.1:9400/jwks"',
      'AIRLOCK_SOCIAL_GOOGLE_ISSUER must be an https URL, got "http://127.0.0.1:9400"',
    ])
  })

  it('refuses an endpoint the provider does not have, and one that is not a URL', () => {
    expect(load({ AIRLOCK_SOCIAL_GITHUB_JWKS_URL: 'https://example.com/jwks' }).problems).toEqual([
      'AIRLOCK_SOCIAL_GITHUB_JWKS_URL does not apply to GitHub',
    ])
    expect(load({ AIRLOCK_SOCIAL_X_TOKEN_URL: 'not a url' }, true).problems).toEqual([
      'AIRLOCK_SOCIAL_X_TOKEN_URL must be an https URL (or http in development), got "not a url"',
    ])
  })

  describe('Apple with its signing key instead of a client secret', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
    const key = {
      AIRLOCK_SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
      AIRLOCK_SOCIAL_APPLE_KEY_ID: 'KEY7654321',
      AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    }

    it('enables Apple with the client id and the three key variables', () => {
      const { config, problems } = load({ AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'com.example', ...key })
      expect(problems).toEqual([])
      expect(config.apple?.clientSecret).toMatchObject({
        kind: 'apple-key',
        teamId: 'TEAM123456',
        keyId: 'KEY7654321',
      })
      expect(enabledProviders(config)).toEqual(['apple'])
    })

    it('names what is missing, and refuses a key with a fixed secret or a bad key', () => {
      expect(
        load({ AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'c', AIRLOCK_SOCIAL_APPLE_TEAM_ID: 't' }).problems,
      ).toEqual([
        'AIRLOCK_SOCIAL_APPLE_KEY_ID and AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY are required when AIRLOCK_SOCIAL_APPLE_TEAM_ID is set',
      ])
      expect(load(key).problems).toEqual([
        'AIRLOCK_SOCIAL_APPLE_CLIENT_ID is required when AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY is set',
      ])
      expect(
        load({
          AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'c',
          AIRLOCK_SOCIAL_APPLE_CLIENT_SECRET: 's',
          ...key,
        }).problems,
      ).toEqual([
        'AIRLOCK_SOCIAL_APPLE_CLIENT_SECRET and AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY cannot both be set: give the key, and the site signs the secret',
      ])
      expect(
        load({
          AIRLOCK_SOCIAL_APPLE_CLIENT_ID: 'c',
          ...key,
          AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY: 'oops',
        }).problems,
      ).toEqual([
        'AIRLOCK_SOCIAL_APPLE_PRIVATE_KEY is not a PEM private key (the .p8 file Apple gives)',
      ])
    })
  })
})
