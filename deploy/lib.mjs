// What cluster.mjs and smoke.mjs share: where the running cluster's state is, starting one API process, and an
// HTTPS client that trusts Caddy's local certificate authority and nothing else.
import { spawn } from 'node:child_process'
import { lookup as dnsLookup } from 'node:dns'
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Agent, fetch as undiciFetch } from 'undici'

export const root = fileURLToPath(new URL('..', import.meta.url))

/** The cluster's folder: its state, logs, Caddy's data (the local CA), the stored files and the caught mail. */
export const stateDir = process.env.EGRESA_CLUSTER_DIR ?? join(tmpdir(), 'egresa-cluster')
const stateFile = join(stateDir, 'state.json')

export function readState() {
  if (!existsSync(stateFile)) return null
  return JSON.parse(readFileSync(stateFile, 'utf8'))
}

export function writeState(state) {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 })
}

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Whether a pid runs and is still the process we started (its command line holds `marker`). */
export function isOurs(pid, marker) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)
  } catch {
    return false
  }
}

/** Starts a process that outlives this one (its own process group), its output appended to `log`. */
export function spawnDetached(command, args, { env, log, cwd = root }) {
  const fd = openSync(log, 'a', 0o600)
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] })
  closeSync(fd)
  child.unref()
  return child.pid
}

/** Starts API process `index` of the state (`pnpm serve`, the built apps/api/dist/main.js). */
export function startApi(state, index) {
  const api = state.apis[index]
  const pid = spawnDetached(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...state.apiEnv, PORT: String(api.port) },
    log: join(stateDir, `api-${index + 1}.log`),
  })
  api.pid = pid
  return pid
}

/** Polls `check` every 250 ms until it is true, or throws `what` after `timeoutMs`. */
export async function waitUntil(what, check, timeoutMs) {
  const end = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return
    } catch {
      // not answering yet
    }
    if (Date.now() > end) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`)
    await sleep(250)
  }
}

/**
 * A fetch through the proxy: TLS checked against Caddy's local root certificate only (no
 * `rejectUnauthorized: false`), and the cluster's host names sent to this machine, as Node's resolver may not
 * resolve `*.localhost` subdomains (browsers do).
 */
export function proxyClient(state) {
  const ca = readFileSync(state.caddy.rootCertificate)
  const local = (host) => host === state.domain || host.endsWith(`.${state.domain}`)
  const agent = new Agent({
    connect: {
      ca,
      lookup(hostname, options, callback) {
        if (!local(hostname)) return dnsLookup(hostname, options, callback)
        if (options?.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
        else callback(null, '127.0.0.1', 4)
      },
    },
  })
  return {
    fetch: (url, init = {}) => undiciFetch(url, { ...init, dispatcher: agent }),
    close: () => agent.close(),
  }
}
