/**
 * Runs tasks one after another, each starting when the one before it settled (either
 * way). The frame sends EVM transactions through one, from prepare to broadcast: a
 * second transaction prepared while the first waits for its click would be given the
 * same nonce, and fail after the user approved it.
 */
export type Lane = <T>(task: () => Promise<T>) => Promise<T>

export function createLane(): Lane {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
