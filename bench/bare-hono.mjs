// The reference point: a bare Hono route on @hono/node-server, no middleware, no database, answering a body
// of the same shape as /api/init.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const body = { role: 'alumniPremium', permissions: ['app.init', 'auth.login', 'profile.read'] }
const app = new Hono()
app.get('/api/init', (c) => c.json(body))
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8098), hostname: '127.0.0.1' })
