import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { absent, hex, listOf, nullOr, numeric, orDefault } from './schemaParts'

const parse = <T>(schema: z.ZodMiniType<T>, value: unknown) => z.parse(schema, value)
const fails = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues

describe('schema parts', () => {
  it('reads null as absent, null or a default, keeping only the declared keys', () => {
    const schema = z.object({
      a: z.string(),
      b: absent(z.number()),
      c: nullOr(z.string()),
      d: orDefault(z.string(), ''),
    })
    expect(parse(schema, { a: 'x', b: null, d: null, extra: 1 })).toEqual({
      a: 'x',
      b: undefined,
      c: null,
      d: '',
    })
    expect(parse(schema, { a: 'x' })).toEqual({ a: 'x', c: null, d: '' })
    expect(fails(schema, { a: 'x', b: '1' })?.[0]?.path).toEqual(['b'])
  })

  it('reads a number sent as a decimal string, and refuses what is not a finite number', () => {
    expect(parse(numeric, '12.5')).toBe(12.5)
    expect(parse(numeric, 3)).toBe(3)
    for (const bad of ['', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, null, true])
      expect(fails(numeric, bad), String(bad)).toBeDefined()
  })

  it('accepts hex strings only', () => {
    expect(parse(hex, '0xAb')).toBe('0xAb')
    expect(parse(hex, '0x')).toBe('0x')
    for (const bad of ['0xzz', 'ab', 12, null]) expect(fails(hex, bad)).toBeDefined()
  })

  it('drops only the bad items of a listOf, and names the path of what is wrong', () => {
    const schema = z.object({ list: listOf(z.object({ n: z.number() })) })
    expect(parse(schema, { list: [{ n: 1 }, { n: 'x' }, null, { n: 3 }] })).toEqual({
      list: [{ n: 1 }, { n: 3 }],
    })
    expect(fails(schema, { list: {} })?.[0]).toMatchObject({
      path: ['list'],
      code: 'invalid_type',
      expected: 'array',
    })
  })
})
