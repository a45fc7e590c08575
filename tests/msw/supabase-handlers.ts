import { http, HttpResponse } from 'msw'

import { testSupabaseUrl } from './supabase-test-project'

export { testAnonKey, testSupabaseUrl } from './supabase-test-project'

export interface RecordedRequest {
  url: URL
  method: string
  headers: Record<string, string>
}

export interface PostgrestOptions {
  /** The project's max-rows: at most this many rows per response (hosted default 1,000). */
  maxRows?: number
}

/**
 * PostgREST as Supabase serves it, for the api schema: answers `GET /rest/v1/<view>` with the
 * body it is given per view (the embedded snapshot, which is what PostgREST itself produces),
 * and records every request so tests can assert exactly what supabase-js sent. Like PostgREST it
 * honours `order` (columns, then the view's order), `offset`/`limit`, the project's max-rows
 * cap (silently: a request for more gets at most that many) and `Prefer: count=exact`
 * (Content-Range `<from>-<to>/<total>`, status 206 for a part of the rows).
 */
export function postgrestHandlers(bodies: Record<string, string>, recorded: RecordedRequest[] = [], failures: Record<string, number> = {}, options: PostgrestOptions = {}) {
  return [
    http.get(`${testSupabaseUrl}/rest/v1/:view`, ({ request, params }) => {
      const url = new URL(request.url)
      recorded.push({ url, method: request.method, headers: Object.fromEntries(request.headers) })
      const view = String(params.view)
      const failWith = failures[view]
      if (failWith !== undefined) {
        return HttpResponse.json({ code: 'PGRST000', message: `failure ${failWith}`, details: null, hint: null }, { status: failWith })
      }
      if (request.headers.get('accept-profile') !== 'api') {
        return HttpResponse.json({ code: 'PGRST106', message: 'The schema must be one of the following: api' }, { status: 406 })
      }
      const body = bodies[view]
      if (body === undefined) {
        return HttpResponse.json({ code: '42P01', message: `relation "api.${view}" does not exist` }, { status: 404 })
      }
      let rows = JSON.parse(body) as Record<string, unknown>[]
      const order = url.searchParams.get('order')
      if (order) {
        const keys = order.split(',').map((part) => part.split('.') as [string, string | undefined])
        rows = rows
          .map((row, index) => ({ row, index }))
          .sort((a, b) => {
            for (const [column, direction] of keys) {
              const x = a.row[column] as number
              const y = b.row[column] as number
              if (x !== y) return (direction === 'desc' ? -1 : 1) * (x < y ? -1 : 1)
            }
            return a.index - b.index
          })
          .map(({ row }) => row)
      }
      const total = rows.length
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const asked = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : Number.POSITIVE_INFINITY
      const limit = Math.min(asked, options.maxRows ?? Number.POSITIVE_INFINITY)
      const page = rows.slice(offset, offset + limit)
      const counted = (request.headers.get('prefer') ?? '').includes('count=exact')
      const range = page.length === 0 ? '*' : `${offset}-${offset + page.length - 1}`
      const partial = offset > 0 || offset + page.length < total
      return HttpResponse.json(page, {
        status: counted && partial ? 206 : 200,
        headers: { 'content-range': `${range}/${counted ? total : '*'}` },
      })
    }),
  ]
}
