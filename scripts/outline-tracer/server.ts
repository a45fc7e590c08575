/**
 * The tracer's local server (`npm run trace`): Vite serves the page (ui/) on the editor's machine,
 * with three routes of its own: the catalogue's mice (to choose one), the calibration sheet, and the
 * export, which writes into the data files only what catalogue:check accepts (write-trace.ts).
 * Bound to 127.0.0.1; never deployed.
 */
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { readCatalogue } from '../../supabase/catalogue/files.ts'
import { mergeMice } from '../../supabase/catalogue/merge.ts'
import { outlineTraceSchema } from '../../supabase/catalogue/schemas.ts'
import type { OutlineTrace } from '../../web/lib/api-types.ts'
import { outlineViews, type OutlineView } from '../../web/features/outlines/traced-outline.ts'
import { calibrationSheetSvg } from './calibration.ts'
import { defaultPaths, writeTrace, type WritePaths } from './write-trace.ts'

/** Every mouse of the catalogue (curated over imported), with its published dimensions. */
export async function miceList(paths: WritePaths) {
  const read = await readCatalogue(paths.dir)
  return mergeMice(read.data.mice, read.data.opendbMice).mice.map((mouse) => ({
    handle: mouse.handle,
    name: `${[mouse.model, mouse.variant].filter(Boolean).join(' ')} (${mouse.brand})`,
    length: mouse.length,
    width: mouse.width,
    height: mouse.height,
  }))
}

/** The export's body, checked again here: the page is not trusted to have checked it. */
async function exportTrace(body: { handle?: unknown; view?: unknown; path?: unknown; trace?: unknown }, paths: WritePaths): Promise<{ written: string[] } | { problems: string[] }> {
  const problems: string[] = []
  if (typeof body.handle !== 'string') problems.push('No mouse handle.')
  if (!outlineViews.includes(body.view as OutlineView)) problems.push('No view.')
  if (typeof body.path !== 'string') problems.push('No path.')
  const parsed = v.safeParse(outlineTraceSchema, body.trace)
  if (!parsed.success) problems.push(...parsed.issues.map((issue) => `provenance ${v.getDotPath(issue) ?? ''}: ${issue.message}`))
  if (problems.length > 0 || !parsed.success) return { problems }
  return writeTrace({ handle: body.handle as string, view: body.view as OutlineView, path: body.path as string, trace: parsed.output as OutlineTrace }, paths)
}

export async function startTracer(options: { port: number; paths?: WritePaths }): Promise<{ url: string; close: () => Promise<void> }> {
  const paths = options.paths ?? defaultPaths
  const { createServer } = await import('vite')
  const root = fileURLToPath(new URL('./ui/', import.meta.url))
  const repo = fileURLToPath(new URL('../../', import.meta.url))
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: options.port, strictPort: true, fs: { allow: [repo] }, hmr: false },
    plugins: [
      {
        name: 'outline-tracer-api',
        configureServer(dev) {
          dev.middlewares.use(async (request, response, next) => {
            const send = (status: number, body: unknown, type = 'application/json') => {
              response.statusCode = status
              response.setHeader('content-type', type)
              response.end(typeof body === 'string' ? body : JSON.stringify(body))
            }
            try {
              if (request.method === 'GET' && request.url === '/api/mice') return send(200, await miceList(paths))
              if (request.method === 'GET' && request.url === '/calibration-sheet.svg') return send(200, calibrationSheetSvg(), 'image/svg+xml')
              if (request.method === 'POST' && request.url === '/api/export') {
                const chunks: Buffer[] = []
                for await (const chunk of request) chunks.push(chunk as Buffer)
                const result = await exportTrace(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>, paths)
                return send('problems' in result ? 422 : 200, result)
              }
            } catch (error) {
              return send(500, { problems: [error instanceof Error ? error.message : String(error)] })
            }
            next()
          })
        },
      },
    ],
  })
  await server.listen()
  const address = server.httpServer!.address() as AddressInfo
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() }
}
