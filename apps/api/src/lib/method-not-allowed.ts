import type { RouterRoute } from 'hono/types'

type Pattern = { regex: RegExp; method: string }

function toRegex(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*'
      if (segment.startsWith(':')) {
        const custom = /^:\w+\{(.+)\}$/.exec(segment)
        return custom ? `(?:${custom[1]})` : '[^/]+'
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/**
 * The methods the app's routes take on a path (GET implies HEAD), for the 405 answer and its Allow header
 * of a method a path does not take. Read from the app's own routes when first asked, so every route counts.
 */
export function routeMethods(routes: () => RouterRoute[]): (path: string) => string[] {
  let patterns: Pattern[] | undefined
  return (path) => {
    patterns ??= routes()
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => ({ regex: toRegex(r.path), method: r.method.toUpperCase() }))
    const methods = new Set(patterns.filter((p) => p.regex.test(path)).map((p) => p.method))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort()
  }
}
