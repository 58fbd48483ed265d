import { describe, expect, it } from 'vitest'
import { isPageOriginAllowed } from './originAllowlist'

const apiAnswering = (allowedOrigins: string[]) => ({
  getAllowedOrigins: async () => allowedOrigins,
})

describe('isPageOriginAllowed', () => {
  it.each([
    ['https://app.example', ['https://app.example'], true],
    ['https://app.dapp.example', ['https://*.dapp.example'], true],
    ['https://a.b.dapp.example', ['https://*.dapp.example'], false],
    ['https://app.example.evil.com', ['https://app.example'], false],
    ['http://app.example', ['https://app.example'], false],
    ['https://app.example', ['https://other.example'], false],
    // The frame's defaults apply here too: a local page is never reported.
    ['http://localhost:5173', ['https://other.example'], true],
    ['https://demo.vercel.app', ['https://other.example'], true],
    // None configured, or the service failed (the client answers []): not the page's fault.
    ['https://app.example', [], true],
  ])('%s against %j → %s', async (origin, allowed, expected) => {
    expect(await isPageOriginAllowed(apiAnswering(allowed), origin)).toBe(expected)
  })
})
