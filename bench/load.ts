/**
 * A bounded load test of the worker on loopback: a fixed number of requests per path, a few at a
 * time, never more than `maxSeconds`. Reports requests per second, p50/p99 latency and errors.
 */
export interface LoadResult {
  path: string
  requests: number
  errors: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

export async function loadTest(
  baseUrl: string,
  path: string,
  options: { requests?: number; concurrency?: number; maxSeconds?: number; expectStatus?: number } = {},
): Promise<LoadResult> {
  const total = options.requests ?? 400
  const concurrency = options.concurrency ?? 8
  const deadline = Date.now() + (options.maxSeconds ?? 20) * 1000
  const expected = options.expectStatus ?? 200
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const started = performance.now()
  const worker = async () => {
    while (issued < total && Date.now() < deadline) {
      issued++
      const begin = performance.now()
      try {
        const response = await fetch(baseUrl + path, { redirect: 'manual' })
        await response.arrayBuffer()
        if (response.status !== expected) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - begin)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    path,
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  }
}
