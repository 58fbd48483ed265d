import { describe, expect, it } from 'vitest'
import {
  array,
  hex,
  listOf,
  literal,
  nullable,
  number,
  numeric,
  object,
  optional,
  record,
  ShapeError,
  string,
} from './shapeCheck'

describe('shape checks', () => {
  it('returns the checked value, keeping only the declared keys', () => {
    const check = object({ a: string, b: optional(number), c: nullable(string) })
    expect(check({ a: 'x', b: null, c: undefined, extra: 1 })).toEqual({ a: 'x', c: null })
    expect(numeric('12.5')).toBe(12.5)
    expect(hex('0xAb')).toBe('0xAb')
    expect(record(literal('in', 'out'))({ a: 'in' })).toEqual({ a: 'in' })
  })

  it('names the path of what is wrong', () => {
    const check = object({ list: array(object({ n: number })) })
    expect(() => check({ list: [{ n: 1 }, { n: '2' }] })).toThrow(
      new ShapeError('$.list[1].n: expected number, received string'),
    )
    expect(() => numeric('')).toThrow(ShapeError)
    expect(() => number(Number.NaN)).toThrow(ShapeError)
    expect(() => hex('0xzz')).toThrow('expected hex string')
    expect(() => literal('a')('b')).toThrow('expected a')
  })

  it('drops only the bad items of a listOf', () => {
    expect(listOf(object({ n: number }))([{ n: 1 }, { n: 'x' }, null, { n: 3 }])).toEqual([
      { n: 1 },
      { n: 3 },
    ])
    expect(() => listOf(number)({})).toThrow('expected array, received object')
  })
})
