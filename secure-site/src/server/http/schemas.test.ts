import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { approvalIdField, originField } from './schemas'

const message = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message

describe('the fields of the mail-sending and email-change calls', () => {
  it('refuse a missing, empty or oversized origin with the allowlist’s own message', () => {
    const body = z.object({ origin: originField })
    for (const input of [{}, { origin: '' }, { origin: 'x'.repeat(513) }, { origin: 7 }])
      expect(message(body, input)).toBe('Unauthorized: origin not allowed')
    expect(body.parse({ origin: 'https://dapp.example' })).toEqual({
      origin: 'https://dapp.example',
    })
  })

  it('refuse a missing or oversized approval id as not approved', () => {
    const body = z.object({ approvalId: approvalIdField })
    for (const input of [{}, { approvalId: 'x'.repeat(65) }, { approvalId: null }])
      expect(message(body, input)).toBe('Request was not approved')
  })
})
