import { describe, expect, it } from 'vitest'
import { createLane } from './lane'

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: Error) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createLane', () => {
  it('starts a task only when the one before it settled, success or failure', async () => {
    const lane = createLane()
    const started: string[] = []
    const first = deferred<string>()
    const second = deferred<string>()
    const a = lane(() => {
      started.push('a')
      return first.promise
    })
    const b = lane(() => {
      started.push('b')
      return second.promise
    })
    const c = lane(async () => {
      started.push('c')
      return 'c'
    })
    await Promise.resolve()
    expect(started).toEqual(['a'])
    first.reject(new Error('rejected by the user'))
    await expect(a).rejects.toThrow('rejected by the user')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['a', 'b'])
    second.resolve('b')
    expect(await b).toBe('b')
    expect(await c).toBe('c')
    expect(started).toEqual(['a', 'b', 'c'])
  })
})
