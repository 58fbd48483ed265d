import { describe, expect, it } from 'vitest'
import { MAX_STRING_LENGTH } from '../constants'
import { parseSocialPopupMessage } from './socialResult'

describe('the social popup message', () => {
  it('takes a result handle', () => {
    expect(parseSocialPopupMessage({ type: 'airlock:social-result', handle: 'h-1' })).toEqual({
      type: 'airlock:social-result',
      handle: 'h-1',
    })
  })

  it('takes an error with its message', () => {
    expect(
      parseSocialPopupMessage({ type: 'airlock:social-error', message: 'Access denied' }),
    ).toEqual({ type: 'airlock:social-error', message: 'Access denied' })
  })

  it.each([
    ['another message', { type: '@w3m-frame/READY' }],
    ['an empty handle', { type: 'airlock:social-result', handle: '' }],
    ['a handle that is not a string', { type: 'airlock:social-result', handle: 42 }],
    ['no handle', { type: 'airlock:social-result' }],
    [
      'an oversized handle',
      { type: 'airlock:social-result', handle: 'x'.repeat(MAX_STRING_LENGTH + 1) },
    ],
    ['an error without a message', { type: 'airlock:social-error' }],
    ['a string', 'airlock:social-result'],
    ['null', null],
  ])('refuses %s', (_name, data) => {
    expect(parseSocialPopupMessage(data)).toBeUndefined()
  })
})
