// The reference point: a bare Hono route on @hono/node-server, no middleware, no database.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/api/init', (c) => c.json({ role: 'anonymous', permissions: [] }))
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8098), hostname: '127.0.0.1' })
