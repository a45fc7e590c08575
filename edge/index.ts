import { Hono } from 'hono'

export type AppEnv = { Bindings: Env }

const app = new Hono<AppEnv>()

app.get('*', async (c) => {
  // Built files first. In production the assets layer answers most of these before the worker
  // runs; asking here too keeps the worker correct whatever routing sits in front of it.
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  if (asset.status !== 404) return asset
  // A missing hashed asset is a 404, never the app's HTML.
  if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404)
  // Every other path is a page of the single-page app: serve its HTML shell.
  const shell = await c.env.ASSETS.fetch(new URL('/', c.req.url))
  return new Response(shell.body, {
    status: shell.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  })
})

export default app
