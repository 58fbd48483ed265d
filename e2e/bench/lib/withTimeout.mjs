/** `promise`, or a rejection naming `what` once `timeoutMs` has passed without an answer. */
export function withTimeout(promise, timeoutMs, what) {
  let timer
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
