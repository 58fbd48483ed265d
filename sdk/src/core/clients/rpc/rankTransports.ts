import type { Transport } from 'viem'

/** One transport's answer to one ping. */
interface Sample {
  latency: number
  success: 0 | 1
}

export interface RankTransportsOptions {
  /** Ping transports, in their configured order. */
  transports: readonly ReturnType<Transport>[]
  /** Gets the indexes of `transports`, best first, after each round. */
  onRank: (order: number[]) => void
  interval: number
  sampleCount: number
  weights: { stability: number; latency: number }
  /** Ends the loop: clears its timer and settles a round in flight at once. */
  signal?: AbortSignal | undefined
  now?: (() => number) | undefined
}

/** Scores each transport over `samples` (viem's formula); returns indexes, best first. */
export function scoreSamples(
  samples: readonly (readonly Sample[])[],
  count: number,
  weights: RankTransportsOptions['weights'],
): number[] {
  const maxLatency = Math.max(...samples.flatMap((round) => round.map((s) => s.latency)))
  const scores = Array.from({ length: count }, (_, index) => {
    const mine = samples.map((round) => round[index] ?? { latency: maxLatency, success: 0 })
    const stability = mine.reduce((sum, s) => sum + s.success, 0) / mine.length
    // All pings equally fast (e.g. 0 ms) leaves latency out rather than dividing by zero.
    const meanLatency = mine.reduce((sum, s) => sum + s.latency, 0) / mine.length
    const latency = maxLatency > 0 ? 1 - meanLatency / maxLatency : 1
    return stability === 0 ? 0 : weights.latency * latency + weights.stability * stability
  })
  // Stable sort: equal scores keep the configured order (custom URLs first).
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score)
    .map(({ index }) => index)
}

/**
 * SPEC §7 ranking: pings each transport with net_listening every `interval`,
 * keeps the last `sampleCount` rounds and reports the order. Unlike viem's
 * ranker it has an owner: once `signal` aborts, the timer is cleared and a
 * round in flight stops waiting. The returned promise settles when the loop ends;
 * without a signal the loop ranks for the page's life, as viem's does.
 */
export function rankTransports(options: RankTransportsOptions): Promise<void> {
  const { signal, transports } = options
  const now = options.now ?? Date.now
  const samples: Sample[][] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  // Settles a round in flight at abort (the pings themselves end with their own timeout).
  // Made only with an owner: without one there is nothing to wait for.
  const aborted =
    signal &&
    new Promise<'aborted'>((resolve) => {
      if (signal.aborted) resolve('aborted')
      signal.addEventListener('abort', () => resolve('aborted'), { once: true })
    })

  async function ping(transport: ReturnType<Transport>): Promise<Sample> {
    const start = now()
    try {
      await transport.request({ method: 'net_listening' })
      return { latency: now() - start, success: 1 }
    } catch {
      return { latency: now() - start, success: 0 }
    }
  }

  return new Promise<void>((done) => {
    async function round(): Promise<void> {
      timer = undefined
      const pings = Promise.all(transports.map(ping))
      const result = await (aborted ? Promise.race([pings, aborted]) : pings)
      if (result === 'aborted' || signal?.aborted) return done()
      samples.push(result)
      if (samples.length > options.sampleCount) samples.shift()
      options.onRank(scoreSamples(samples, transports.length, options.weights))
      timer = setTimeout(() => void round(), options.interval)
    }
    signal?.addEventListener(
      'abort',
      () => {
        if (timer === undefined) return
        clearTimeout(timer)
        timer = undefined
        done()
      },
      { once: true },
    )
    if (signal?.aborted) return done()
    void round()
  })
}
