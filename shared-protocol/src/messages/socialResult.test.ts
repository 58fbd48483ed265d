import { describe, expect, it } from 'vitest'
import { MAX_STRING_LENGTH } from '../constants'
import { parseSocialResultMessage } from './socialResult'

describe('the social popup message', () => {
  it('takes a result handle', () => {
    expect(parseSocialResultMessage({ type: '@airlock-social/RESULT', handle: 'h-1' })).toEqual({
      type: '@airlock-social/RESULT',
      handle: 'h-1',
    })
  })

  it('takes an error with its message', () => {
    expect(
      parseSocialResultMessage({ type: '@airlock-social/RESULT', error: 'Access denied' }),
    ).toEqual({ type: '@airlock-social/RESULT', error: 'Access denied' })
  })

  it.each([
    ['another message', { type: '@w3m-frame/READY' }],
    ['an empty handle', { type: '@airlock-social/RESULT', handle: '' }],
    ['a handle that is not a string', { type: '@airlock-social/RESULT', handle: 42 }],
    ['no handle', { type: '@airlock-social/RESULT' }],
    [
      'an oversized handle',
      { type: '@airlock-social/RESULT', handle: 'x'.repeat(MAX_STRING_LENGTH + 1) },
    ],
    ['an empty error', { type: '@airlock-social/RESULT', error: '' }],
    ['a string', '@airlock-social/RESULT'],
    ['null', null],
  ])('refuses %s', (_name, data) => {
    expect(parseSocialResultMessage(data)).toBeUndefined()
  })
})
