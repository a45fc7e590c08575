/**
 * A proxy in front of the served site for Lighthouse's runs that holds back the end of the scripts a
 * page asks for at its start: each script's headers go out at once (so Lighthouse's estimate of the
 * server's response time is the server's), its body once `delayMs` has run since the page itself
 * was requested. A script asked for later (a chunk the app imports once it runs) passes at once.
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
 *
 * Why from the page's request, not each script's ("Twenty-ninth session"): Lighthouse's speed index
 * is 1.4 times the observed one plus 0.4 times its own estimate. Holding every script for a second
 * held each generation of lazy chunks for another (the page's last visual change at 3.5–6.7 s
 * instead of 0.8–1.4 s), and added 1.5–2 s to the simulated speed index of every page that draws
 * more than the reference does.
 */
import { request, createServer, type IncomingHttpHeaders, type Server } from 'node:http'

export interface ScriptDelayProxy {
  baseUrl: string
  close(): Promise<void>
}

/** A navigation's request: what starts a page load (Chromium's fetch metadata). */
export function isPageRequest(headers: IncomingHttpHeaders): boolean {
  return headers['sec-fetch-dest'] === 'document' || headers['sec-fetch-mode'] === 'navigate'
}

/** Whether a request path is one of the build's scripts (the entry, its chunks and their module preloads). */
export function isScriptPath(path: string): boolean {
  return /\.m?js$/.test(path.split('?')[0]!)
}

export async function startScriptDelayProxy(target: string, port: number, delayMs: number): Promise<ScriptDelayProxy> {
  const upstream = new URL(target)
  let pageRequestedAt: number | undefined
  const server: Server = createServer((incoming, outgoing) => {
    const started = Date.now()
    if (isPageRequest(incoming.headers)) pageRequestedAt = started
    // Without a page (a script fetched on its own), from the script's own request.
    const releaseAt = (pageRequestedAt ?? started) + delayMs
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
        response.on('end', () => setTimeout(() => outgoing.end(Buffer.concat(chunks)), Math.max(0, releaseAt - Date.now())))
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
