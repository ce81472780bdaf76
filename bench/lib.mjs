import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Starts the built portal (`pnpm serve`) on a throwaway embedded database with the small demo set. */
export async function startPortal(port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'egresa-bench-'))
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_SEED: 'small', ...extraEnv },
  })
  const base = `http://localhost:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop: () => stop(child) }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the portal did not become ready; run `pnpm build` first')
}

export function stop(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve)
    child.kill('SIGTERM')
  })
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
