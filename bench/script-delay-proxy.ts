/**
 * A proxy in front of the served site for Lighthouse's runs that holds back the end of every script
 * response by `delayMs`: the headers go out at once (so Lighthouse's estimate of the server's
 * response time is the server's), the body once the delay has run.
 *
 * Why (bench/README.md, "Twenty-eighth session"): Lighthouse simulates a phone's load from the one
 * it observed, and builds the first paint's graph from the requests of render-blocking priority
 * that had finished downloading before the observed first paint. Module scripts never block
 * rendering, but their evaluation is not an `EvaluateScript` event, so Lighthouse cannot rule them
 * out: on loopback the server delivers them in 155–350 ms, a coin toss against the boot shell's
 * paint (170–435 ms), and each script that wins is simulated as downloaded over the throttled
 * network before the page paints (a first contentful paint of 2.1–2.8 s instead of 0.9–1.3 s, the
 * same build and page). On the network Lighthouse simulates (150 ms round trips, 1.6 Mbps) and on
 * any real one, 160 KB of scripts arrive long after the HTML's shell has painted; holding them back
 * gives the observed load that order every time, for the reference page as for every other.
 */
import { request, createServer, type Server } from 'node:http'

export interface ScriptDelayProxy {
  baseUrl: string
  close(): Promise<void>
}

/** Whether a request path is one of the build's scripts (the entry, its chunks and their module preloads). */
export function isScriptPath(path: string): boolean {
  return /\.m?js$/.test(path.split('?')[0]!)
}

export async function startScriptDelayProxy(target: string, port: number, delayMs: number): Promise<ScriptDelayProxy> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    const started = Date.now()
    const forwarded = request(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        if (!isScriptPath(incoming.url ?? '')) {
          response.pipe(outgoing)
          return
        }
        outgoing.flushHeaders()
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => setTimeout(() => outgoing.end(Buffer.concat(chunks)), Math.max(0, delayMs - (Date.now() - started))))
      },
    )
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(`proxy: ${error.message}`)
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // Port 0 lets the system choose (the tests); the address says which.
  const address = server.address()
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
