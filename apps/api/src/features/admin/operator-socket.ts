// `pnpm admin` while the portal runs on the embedded database: the server holds PGlite (one process only),
// so it runs the operator's command itself. It listens on a Unix socket in DATA_DIR/run (a folder only its
// owner may enter; never TCP); the CLI sends the command there and prints what comes back, line by line.
import { chmodSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { join } from 'node:path'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { commands, operatingSystemUser, runCommand } from './commands'

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 100

export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, 'run', 'admin.sock')
}

/** One line of the answer (NDJSON): output for standard output or error, then the exit code. */
type Line = { out: string } | { err: string } | { exit: number }

export type OperatorSocket = { path: string; close: () => Promise<void> }

/**
 * Starts the socket. Call it only while holding the database folder's lock: a socket file left by a dead
 * server is then safe to replace. Null (and a warning) when the path is too long for a Unix socket.
 */
export async function startOperatorSocket(deps: {
  dataDir: string
  database: Database
  env: Env
  logger: Logger
  /** False while the migrations and the demo seed run. */
  isReady: () => boolean
}): Promise<OperatorSocket | null> {
  const path = operatorSocketPath(deps.dataDir)
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    deps.logger.warn(
      { path },
      'DATA_DIR is too long for the operator socket: `pnpm admin` cannot reach this server while it runs',
    )
    return null
  }
  const folder = join(deps.dataDir, 'run')
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  // Whoever may connect may run admin commands: only this server's own user.
  chmodSync(folder, 0o700)
  const uid = process.getuid?.()
  if (uid !== undefined && statSync(folder).uid !== uid) {
    throw new Error(`${folder} belongs to another user: remove it and start again`)
  }
  rmSync(path, { force: true })

  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 64 * 1024) req.destroy()
    })
    req.on('end', async () => {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' })
      const send = (line: Line) => res.write(`${JSON.stringify(line)}\n`)
      let name = ''
      let args: string[] = []
      let operator: string | undefined
      try {
        const parsed = JSON.parse(body) as { command?: unknown; args?: unknown; operator?: unknown }
        name = typeof parsed.command === 'string' ? parsed.command : ''
        args = Array.isArray(parsed.args) ? parsed.args.map(String) : []
        // Only this server's own user may reach the socket; the name is the one the CLI saw, for the audit log.
        operator =
          typeof parsed.operator === 'string' && /^[\w.@-]{1,64}$/.test(parsed.operator)
            ? parsed.operator
            : undefined
      } catch {
        // An unknown command below.
      }
      const command = Object.hasOwn(commands, name) ? commands[name] : undefined
      if (!command) {
        send({ err: `unknown command ${JSON.stringify(name)}` })
        res.end(`${JSON.stringify({ exit: 1 })}\n`)
        return
      }
      if (!deps.isReady()) {
        send({ err: 'the running server is still starting (migrations, demo data): try again in a moment' })
        res.end(`${JSON.stringify({ exit: 1 })}\n`)
        return
      }
      const code = await runCommand(command, {
        database: deps.database,
        env: deps.env,
        args,
        operator,
        print: (text) => send({ out: text }),
        printError: (text) => send({ err: text }),
      })
      // The command's name only: its arguments may be personal data.
      deps.logger.info({ command: name, exit: code }, 'operator command run for pnpm admin')
      res.end(`${JSON.stringify({ exit: code })}\n`)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  chmodSync(path, 0o600)
  return {
    path,
    // Waits for the commands running; Node removes the socket file.
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Asks the server holding `dataDir` to run a command, printing its output as it comes: the exit code, or
 * null when no server answers there.
 */
export function runOnServer(
  dataDir: string,
  command: string,
  args: string[],
  out: { print: (line: string) => void; printError: (line: string) => void },
): Promise<number | null> {
  return new Promise((resolve) => {
    let answered = false
    const req = request(
      { socketPath: operatorSocketPath(dataDir), method: 'POST', path: '/commands' },
      (res) => {
        answered = true
        let buffered = ''
        let exit: number | null = null
        res.setEncoding('utf8')
        const take = (line: string) => {
          if (!line) return
          const parsed = JSON.parse(line) as Line
          if ('out' in parsed) out.print(parsed.out)
          else if ('err' in parsed) out.printError(parsed.err)
          else exit = parsed.exit
        }
        res.on('data', (chunk: string) => {
          buffered += chunk
          const lines = buffered.split('\n')
          buffered = lines.pop() ?? ''
          for (const line of lines) take(line)
        })
        res.on('end', () => {
          take(buffered)
          // A server that stopped halfway: the command's fate is unknown.
          resolve(exit ?? 1)
        })
        res.on('error', () => resolve(exit ?? 1))
      },
    )
    req.on('error', () => resolve(answered ? 1 : null))
    req.end(JSON.stringify({ command, args, operator: operatingSystemUser() }))
  })
}
