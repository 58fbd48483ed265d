import { describe, expect, it } from 'vitest'
import { frameUrl, secureSiteOrigin } from './frameUrl'

describe('frameUrl', () => {
  it('builds <secure site>/sdk with every parameter', () => {
    const url = frameUrl({
      secureSiteUrl: 'https://wallet.example.com',
      projectId: 'demo',
      chainId: 31337,
      version: '0.1.0',
      enableLogger: false,
    })
    expect(url).toBe(
      'https://wallet.example.com/sdk?projectId=demo&chainId=31337&version=0.1.0&enableLogger=false',
    )
  })

  it('leaves out the optional parameters when they are not given', () => {
    const url = frameUrl({ secureSiteUrl: 'http://localhost:4000/', projectId: 'p', version: '1' })
    expect(url).toBe('http://localhost:4000/sdk?projectId=p&version=1')
  })

  it('keeps a path prefix and drops a query and hash of the configured URL', () => {
    const url = frameUrl({
      secureSiteUrl: 'https://host.example/airlock/?x=1#y',
      projectId: 'p',
      version: '1',
    })
    expect(url).toBe('https://host.example/airlock/sdk?projectId=p&version=1')
  })

  it('encodes values', () => {
    const url = new URL(
      frameUrl({
        secureSiteUrl: 'https://w.example',
        projectId: 'a&b=c',
        version: '1',
        chainId: 'sol:x',
      }),
    )
    expect(url.searchParams.get('projectId')).toBe('a&b=c')
    expect(url.searchParams.get('chainId')).toBe('sol:x')
  })
})

describe('secureSiteOrigin', () => {
  it('is the exact origin of the secure site', () => {
    expect(secureSiteOrigin('https://wallet.example.com:8443/path?q')).toBe(
      'https://wallet.example.com:8443',
    )
  })

  it('refuses URLs without a real origin', () => {
    expect(() => secureSiteOrigin('data:text/html,hi')).toThrow('Invalid App Configuration')
    expect(() => secureSiteOrigin('javascript:alert(1)')).toThrow('Invalid App Configuration')
    expect(() => secureSiteOrigin('not a url')).toThrow('Invalid App Configuration')
  })
})
