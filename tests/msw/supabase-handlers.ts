import { http, HttpResponse } from 'msw'

import { testSupabaseUrl } from './supabase-test-project'

export { testAnonKey, testSupabaseUrl } from './supabase-test-project'

export interface RecordedRequest {
  url: URL
  method: string
  headers: Record<string, string>
}

/**
 * PostgREST as Supabase serves it, for the api schema: answers `GET /rest/v1/<view>` with the
 * body it is given per view (the embedded snapshot, which is what PostgREST itself produces),
 * and records every request so tests can assert exactly what supabase-js sent.
 */
export function postgrestHandlers(bodies: Record<string, string>, recorded: RecordedRequest[] = [], failures: Record<string, number> = {}) {
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
        const [column, direction] = order.split('.')
        rows = [...rows].sort((a, b) => {
          const x = a[column!] as number
          const y = b[column!] as number
          return direction === 'desc' ? y - x : x - y
        })
      }
      return HttpResponse.json(rows)
    }),
  ]
}
