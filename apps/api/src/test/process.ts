// Runs the real entry points (main.js, cli.js of the bundle the global setup built from src/, as `pnpm serve`
// and `pnpm admin` run dist/) as child processes, for the tests of start-up, shutdown, database faults and the
// command line. Only imported by *.test.ts files.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

export const API_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** The arguments of `node` that start an entry point of this run's bundle (src/test/global-setup.ts). */
export function entryArgs(entry: 'main' | 'cli'): string[] {
  const bundle = inject('egresaApiBundle')
  if (!bundle) throw new Error('no API bundle: the suite runs with src/test/global-setup.ts')
  return ['--enable-source-maps', join(API_DIR, bundle, `${entry}.js`)]
}

export type RunningApi = {
  child: ChildProcess
  base: string
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string
  /** Resolves with the exit code. */
  exited: Promise<number | null>
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * The variables of a child process: only those given, plus PATH and HOME, and a DATA_DIR of its own (removed
 * when it exits) unless one is given, so no test writes into the source tree's `./data`.
 */
function childEnv(vars: Record<string, string>): { env: Record<string, string>; cleanUp: () => void } {
  const own = vars.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'egresa-child-'))
  return {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      ...(own ? { DATA_DIR: own } : {}),
      ...vars,
    },
    cleanUp: () => {
      if (own) rmSync(own, { recursive: true, force: true })
    },
  }
}

/** Starts the API (main.js) with only the given variables (plus PATH, HOME and a DATA_DIR of its own). */
export function runApi(vars: Record<string, string>): RunningApi {
  const { env, cleanUp } = childEnv(vars)
  const child = spawn(process.execPath, entryArgs('main'), {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.once('exit', cleanUp)
  let out = ''
  child.stdout?.on('data', (chunk) => {
    out += chunk
  })
  child.stderr?.on('data', (chunk) => {
    out += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    base: `http://127.0.0.1:${vars.PORT}`,
    output: () => out,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Runs `pnpm admin <args>` (cli.js) to the end: its exit code and what it printed. */
export function runCli(
  args: string[],
  vars: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { env, cleanUp } = childEnv(vars)
    const child = spawn(process.execPath, [...entryArgs('cli'), ...args], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.once('exit', cleanUp)
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => resolve({ code, output }))
  })
}

/** Polls until `check` holds (or throws after `ms`). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms
  let last: unknown
  while (Date.now() < until) {
    try {
      const value = await check()
      if (value) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`condition not met in ${ms} ms${last ? `: ${String(last)}` : ''}`)
}

export const status = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init)
  await res.arrayBuffer()
  return res.status
}

/**
 * A TCP proxy on loopback in front of the database: `cut()` drops every connection and refuses new ones,
 * as a database host that goes away does; `blackHole()` keeps accepting connections but forwards nothing,
 * either way, as a network that drops packets does; `restore()` lets connections through again (the
 * black-holed ones are reset, as a firewall's lost state would).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let swallowing = false
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve()
      server = createServer((client) => {
        sockets.add(client)
        client.on('close', () => sockets.delete(client))
        if (swallowing) {
          client.on('data', () => {})
          client.on('error', () => {})
          return
        }
        const upstream = createConnection(target, client, sockets)
        client.on('error', () => upstream.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const dropAll = () => {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
  }
  const cut = async () => {
    swallowing = false
    const open = server
    const closing = open ? new Promise<void>((resolve) => open.close(() => resolve())) : Promise.resolve()
    server = undefined
    dropAll()
    await closing
  }
  const blackHole = async () => {
    await listen()
    swallowing = true
    // Established connections stay open, and what either side sends is lost.
    for (const socket of sockets) {
      socket.unpipe()
      socket.removeAllListeners('data')
      socket.on('data', () => {})
    }
  }
  const restore = async () => {
    if (swallowing) {
      swallowing = false
      dropAll()
    }
    await listen()
  }
  return { port, restore, cut, blackHole, close: cut }
}

function createConnection(target: { host: string; port: number }, client: Socket, sockets: Set<Socket>) {
  const upstream = connect(target.port, target.host)
  sockets.add(upstream)
  upstream.on('close', () => {
    sockets.delete(upstream)
    client.destroy()
  })
  upstream.on('error', () => client.destroy())
  client.pipe(upstream)
  upstream.pipe(client)
  return upstream
}
