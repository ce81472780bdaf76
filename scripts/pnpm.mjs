// Runs the pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawn } from 'node:child_process'

export const PNPM_VERSION = '10.34.8'

/** Runs `pnpm <args>`; resolves on exit 0, rejects otherwise. */
export function pnpm(args, options = {}) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options)
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}
