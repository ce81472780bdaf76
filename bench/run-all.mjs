// `pnpm bench`: prints every budget's figures. Run `pnpm build` first.
import { run } from '../scripts/pnpm.mjs'

let failed = false
for (const script of [
  'bundle-size.mjs',
  'example-bundle.mjs',
  'api-init.mjs',
  'jobs.mjs',
  'articles.mjs',
  'directory.mjs',
  'pain002.mjs',
  'workgroups.mjs',
  'messages.mjs',
  'privacy.mjs',
  'calendar-feed.mjs',
  'reports.mjs',
  'lighthouse.mjs',
]) {
  try {
    await run(process.execPath, [new URL(script, import.meta.url).pathname])
  } catch {
    failed = true
  }
  console.log()
}
process.exitCode = failed ? 1 : 0
