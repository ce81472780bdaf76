// The reference topology on one machine (docs/operations.md, "A cluster on one machine"):
//   node deploy/cluster.mjs start   Caddy (TLS, local CA) → 2 API processes in production mode → PostgreSQL,
//                                   Redis, an S3 store and an SMTP catcher; the demo set seeded first
//   node deploy/cluster.mjs smoke   the journey of deploy/smoke.mjs through the proxy
//   node deploy/cluster.mjs stop    stops what start started, drops its database, removes its folder
// Needs `pnpm build` first, PostgreSQL and Redis on this machine, and Caddy (installed from Debian's packages
// when missing and run as root). Settings: EGRESA_CLUSTER_DIR, EGRESA_DOMAIN, EGRESA_HTTPS_PORT,
// EGRESA_API_PROCESSES, EGRESA_PG_URL, EGRESA_CLUSTER_DATABASE, REDIS_URL, EGRESA_DEMO_SET (small, or full for
// bench/cluster.mjs), and EGRESA_API_ENV_<NAME> to give the API processes <NAME> (bench/cluster.mjs turns the
// per-address limits off with EGRESA_API_ENV_PAGES_PER_ADDRESS=0).
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import {
  freePort,
  isOurs,
  proxyClient,
  readState,
  root,
  sleep,
  spawnDetached,
  startApi,
  stateDir,
  waitUntil,
  writeState,
} from './lib.mjs'

const settings = {
  domain: process.env.EGRESA_DOMAIN ?? 'egresa.localhost',
  httpsPort: Number(process.env.EGRESA_HTTPS_PORT ?? 8443),
  processes: Number(process.env.EGRESA_API_PROCESSES ?? 2),
  // The server's maintenance database: the cluster's own database is created (and dropped) through it.
  pgUrl: process.env.EGRESA_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: process.env.EGRESA_CLUSTER_DATABASE ?? 'egresa_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  bucket: 'egresa-files',
  demoSet: process.env.EGRESA_DEMO_SET ?? 'small',
}

/** EGRESA_API_ENV_<NAME>=value of this environment, as <NAME>=value for the API processes. */
const extraApiEnv = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('EGRESA_API_ENV_'))
      .map(([name, value]) => [name.slice('EGRESA_API_ENV_'.length), value]),
  )

const log = (line) => console.log(`cluster: ${line}`)

class ClusterError extends Error {}

/** Set once this start has made something (a folder, a database, a process) that a failure must undo. */
let begun = false

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, () => server.close(() => resolve(true)))
  })
}

const hasCaddy = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0

function ensureCaddy() {
  if (hasCaddy()) return
  if (process.getuid?.() !== 0) {
    throw new ClusterError(
      "Caddy is not installed. Install it from Debian's packages (sudo apt-get install -y caddy), or run this as root and it will.",
    )
  }
  log("installing Caddy from Debian's packages")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'caddy'], { stdio: 'inherit', env })
  if (!hasCaddy()) throw new ClusterError('apt-get installed caddy, but `caddy version` does not run')
}

function databaseUrl(database) {
  const url = new URL(settings.pgUrl)
  url.pathname = `/${database}`
  return url.href
}

/** Runs `statements` on the server's maintenance database. */
async function onServer(...statements) {
  const client = new pg.Client({ connectionString: settings.pgUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new ClusterError(
      `PostgreSQL does not answer at ${settings.pgUrl} (EGRESA_PG_URL): ${error.message}`,
    )
  }
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

function redisAnswers() {
  const url = new URL(settings.redisUrl)
  return new Promise((resolve) => {
    const conn = connect(Number(url.port || 6379), url.hostname)
    conn.setTimeout(2000)
    conn.once('connect', () => conn.write('PING\r\n'))
    conn.once('data', (data) => {
      conn.destroy()
      // +PONG, or a server that wants the password the URL carries: either way it answers.
      resolve(/^(\+PONG|-NOAUTH)/.test(data.toString()))
    })
    conn.once('error', () => resolve(false))
    conn.once('timeout', () => {
      conn.destroy()
      resolve(false)
    })
  })
}

const secret = (bytes, encoding = 'hex') => randomBytes(bytes).toString(encoding)

function tail(file, lines = 25) {
  if (!existsSync(file)) return
  const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  console.error(`--- last lines of ${file}\n${text}`)
}

export function printLogs() {
  const state = readState()
  if (!state) return
  for (const name of ['services', 'seed', ...state.apis.map((_, i) => `api-${i + 1}`), 'caddy']) {
    tail(join(stateDir, `${name}.log`))
  }
}

async function start() {
  const previous = readState()
  if (previous) {
    if (recorded(previous).some((p) => isOurs(p.pid, p.marker))) {
      throw new ClusterError(`a cluster is running (${stateDir}): \`node deploy/cluster.mjs stop\` first`)
    }
    log(`the state of a cluster that is no longer running is in ${stateDir}: cleaning it up first`)
    await stop()
  }
  for (const built of ['apps/api/dist/main.js', 'apps/api/dist/cli.js', 'apps/alumni/dist/index.html']) {
    if (!existsSync(join(root, built)))
      throw new ClusterError(`${built} is missing: run \`pnpm build\` first`)
  }
  if (!(settings.processes >= 2)) throw new ClusterError('EGRESA_API_PROCESSES: at least 2')
  ensureCaddy()
  if (!(await redisAnswers()))
    throw new ClusterError(`Redis does not answer at ${settings.redisUrl} (REDIS_URL)`)
  if (!(await portIsFree(settings.httpsPort))) {
    throw new ClusterError(`port ${settings.httpsPort} is in use: set EGRESA_HTTPS_PORT to a free one`)
  }

  const started = Date.now()
  begun = true
  mkdirSync(stateDir, { recursive: true, mode: 0o700 })
  const origin = (sub) =>
    `https://${sub}.${settings.domain}${settings.httpsPort === 443 ? '' : `:${settings.httpsPort}`}`
  const apiKeys = { alumni: secret(24), company: secret(24), admin: secret(24) }
  const ports = { s3: await freePort(), smtp: await freePort() }
  const state = {
    domain: settings.domain,
    httpsPort: settings.httpsPort,
    origins: { alumni: origin('alumni'), company: origin('empresas'), admin: origin('admin') },
    apiKeys,
    database: settings.database,
    mailDir: join(stateDir, 'mail'),
    services: { pid: null, s3Port: ports.s3, smtpPort: ports.smtp },
    apis: [],
    caddy: {
      pid: null,
      dataHome: join(stateDir, 'caddy/data'),
      rootCertificate: join(stateDir, 'caddy/data/caddy/pki/authorities/local/root.crt'),
    },
  }
  for (let i = 0; i < settings.processes; i++) state.apis.push({ port: await freePort(), pid: null })
  // What every API process gets, and the seeding command too (but for NODE_ENV): the same keys and secrets.
  state.apiEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl(settings.database),
    REDIS_URL: settings.redisUrl,
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: `Egresa <no-reply@${settings.domain}>`,
    API_KEYS: `alumni-web:${apiKeys.alumni},company-web:${apiKeys.company},admin-web:${apiKeys.admin}`,
    MAIL_LINK_SECRET: secret(48, 'base64'),
    IBAN_ENCRYPTION_KEY: secret(32),
    ALUMNI_APP_URL: state.origins.alumni,
    COMPANY_APP_URL: state.origins.company,
    ADMIN_APP_URL: state.origins.admin,
    ...extraApiEnv(),
  }
  writeState(state)

  log(`database ${settings.database} (created anew)`)
  await onServer(
    `drop database if exists "${settings.database}" with (force)`,
    `create database "${settings.database}"`,
  )
  state.databaseCreated = true
  writeState(state)

  log(`S3 store (s3rver) on 127.0.0.1:${ports.s3}, SMTP catcher on 127.0.0.1:${ports.smtp}`)
  state.services.pid = spawnDetached(
    process.execPath,
    [
      join(root, 'deploy/services.mjs'),
      String(ports.s3),
      join(stateDir, 's3'),
      settings.bucket,
      String(ports.smtp),
      state.mailDir,
    ],
    { env: { PATH: process.env.PATH }, log: join(stateDir, 'services.log') },
  )
  writeState(state)
  await waitUntil(
    'the S3 store and the SMTP catcher',
    () => readFileSync(join(stateDir, 'services.log'), 'utf8').includes('SMTP on'),
    15_000,
  )

  // Production refuses DEMO_SEED and `pnpm admin db:seed`: the demo set is seeded by the same command in
  // development mode, on the same database, store and keys, before any production process starts.
  if (!['small', 'full'].includes(settings.demoSet)) throw new ClusterError('EGRESA_DEMO_SET: small or full')
  log(
    `seeding the ${settings.demoSet} demo set: pnpm admin db:seed ${settings.demoSet}, NODE_ENV=development`,
  )
  const seedStarted = Date.now()
  const seed = spawnSync(
    process.execPath,
    [join(root, 'apps/api/dist/cli.js'), 'db:seed', settings.demoSet],
    {
      cwd: root,
      env: { ...state.apiEnv, NODE_ENV: 'development' },
      encoding: 'utf8',
    },
  )
  writeFileSync(join(stateDir, 'seed.log'), `${seed.stdout}${seed.stderr}`, { mode: 0o600 })
  if (seed.status !== 0) throw new ClusterError(`the demo seed failed (exit ${seed.status}); see seed.log`)
  log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)

  for (let i = 0; i < state.apis.length; i++) {
    startApi(state, i)
    log(`API process ${i + 1}: 127.0.0.1:${state.apis[i].port} (pid ${state.apis[i].pid})`)
  }
  writeState(state)
  await Promise.all(
    state.apis.map((api, i) =>
      waitUntil(
        `API process ${i + 1} ready (/readyz)`,
        async () => {
          if (!isOurs(api.pid, 'main.js'))
            throw new ClusterError(`API process ${i + 1} exited; see api-${i + 1}.log`)
          return (await fetch(`http://127.0.0.1:${api.port}/readyz`)).ok
        },
        60_000,
      ),
    ),
  )

  log(`Caddy on :${settings.httpsPort} (tls internal; its data in ${state.caddy.dataHome})`)
  state.caddy.pid = spawnDetached(
    'caddy',
    ['run', '--config', join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: join(stateDir, 'caddy'),
        XDG_DATA_HOME: state.caddy.dataHome,
        XDG_CONFIG_HOME: join(stateDir, 'caddy/config'),
        EGRESA_DOMAIN: settings.domain,
        EGRESA_HTTPS_PORT: String(settings.httpsPort),
        EGRESA_UPSTREAMS: state.apis.map((api) => `127.0.0.1:${api.port}`).join(' '),
      },
      log: join(stateDir, 'caddy.log'),
    },
  )
  writeState(state)
  await waitUntil(
    "Caddy's local certificate authority",
    () => {
      if (!isOurs(state.caddy.pid, 'caddy')) throw new ClusterError('Caddy exited; see caddy.log')
      return existsSync(state.caddy.rootCertificate)
    },
    20_000,
  )
  const client = proxyClient(state)
  try {
    await waitUntil(
      'the proxy answering /readyz over TLS',
      async () => (await client.fetch(`${state.origins.alumni}/readyz`)).ok,
      30_000,
    )
  } finally {
    await client.close()
  }
  log(`up in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  log(`alumni ${state.origins.alumni} · companies ${state.origins.company} · admin ${state.origins.admin}`)
  log(`a browser trusts these once it trusts ${state.caddy.rootCertificate}`)
}

/** The processes a state records, each with what its command line holds (a pid may be reused). */
function recorded(state) {
  return [
    { name: 'Caddy', pid: state.caddy.pid, marker: 'caddy' },
    ...state.apis.map((api, i) => ({ name: `API process ${i + 1}`, pid: api.pid, marker: 'main.js' })),
    { name: 'S3 store and SMTP catcher', pid: state.services.pid, marker: 'services.mjs' },
  ].filter((p) => p.pid)
}

/** Stops each process start recorded (if it is still the one started), drops the database, removes the folder. */
async function stop() {
  const state = readState()
  if (!state) {
    if (existsSync(stateDir)) rmSync(stateDir, { recursive: true, force: true })
    log('nothing running')
    return
  }
  const processes = recorded(state).filter((p) => isOurs(p.pid, p.marker))
  for (const p of processes) process.kill(p.pid, 'SIGTERM')
  // The API finishes the requests in flight and exits within 20 s; then SIGKILL.
  const end = Date.now() + 25_000
  while (processes.some((p) => isOurs(p.pid, p.marker)) && Date.now() < end) await sleep(100)
  for (const p of processes) {
    if (isOurs(p.pid, p.marker)) {
      log(`${p.name} (pid ${p.pid}) did not stop: SIGKILL`)
      process.kill(p.pid, 'SIGKILL')
    }
  }
  if (state.databaseCreated) await onServer(`drop database if exists "${state.database}" with (force)`)
  rmSync(stateDir, { recursive: true, force: true })
  log(`stopped ${processes.length} processes, dropped ${state.database}, removed ${stateDir}`)
}

async function smoke() {
  const state = readState()
  if (!state) throw new ClusterError('no cluster is running: `node deploy/cluster.mjs start` first')
  const { runSmoke } = await import('./smoke.mjs')
  await runSmoke(state)
}

const command = process.argv[2]
const commands = { start, stop, smoke }
if (!Object.hasOwn(commands, command)) {
  console.error('usage: node deploy/cluster.mjs start|smoke|stop')
  process.exit(2)
}
try {
  await commands[command]()
} catch (error) {
  console.error(
    `cluster ${command} failed: ${error instanceof ClusterError || command === 'smoke' ? error.message : error.stack}`,
  )
  if (command === 'smoke' || begun) printLogs()
  if (begun) {
    log('stopping what was started')
    await stop().catch((e) => console.error(`cluster stop failed too: ${e.message}`))
  }
  process.exit(1)
}
