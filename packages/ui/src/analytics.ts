import { getConsent } from './consent-store'

/**
 * Where page views go. `plausible`: any Plausible-compatible events API (`POST {url}/api/event`).
 * `matomo`: the Matomo HTTP tracking API (`{url}/matomo.php`, needs `siteId`).
 */
export type AnalyticsConfig = {
  provider: 'plausible' | 'matomo'
  url: string
  /** Plausible site domain (defaults to the page's host) or Matomo site id. */
  siteId?: string
}

export type Tracker = {
  pageView(path: string, title: string): void
  event(name: string, props?: Record<string, string>): void
}

function send(url: string, body?: string) {
  // keepalive lets the last page view of a visit leave even while the page unloads.
  void fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  }).catch(() => undefined)
}

function plausible(config: AnalyticsConfig): Tracker {
  const endpoint = `${config.url.replace(/\/$/, '')}/api/event`
  const domain = config.siteId ?? window.location.hostname
  const post = (name: string, path: string, props?: Record<string, string>) =>
    send(
      endpoint,
      JSON.stringify({
        name,
        url: `${window.location.origin}${path}`,
        domain,
        referrer: document.referrer || null,
        props,
      }),
    )
  return {
    pageView: (path) => post('pageview', path),
    event: (name, props) => post(name, window.location.pathname, props),
  }
}

function matomo(config: AnalyticsConfig): Tracker {
  const endpoint = `${config.url.replace(/\/$/, '')}/matomo.php`
  const hit = (params: Record<string, string>) => {
    const query = new URLSearchParams({
      idsite: config.siteId ?? '1',
      rec: '1',
      rand: String(Math.random()),
      ...params,
    })
    send(`${endpoint}?${query}`)
  }
  return {
    pageView: (path, title) => hit({ url: `${window.location.origin}${path}`, action_name: title }),
    event: (name, props) =>
      hit({
        url: window.location.href,
        e_c: 'app',
        e_a: name,
        ...(props ? { e_n: JSON.stringify(props) } : {}),
      }),
  }
}

/**
 * A tracker for the configured provider, or null when analytics are not configured or the visitor has
 * not accepted cookies. Nothing is sent before acceptance.
 */
export function createTracker(config: AnalyticsConfig | null | undefined): Tracker | null {
  if (!config?.url || getConsent() !== 'accepted') return null
  return config.provider === 'matomo' ? matomo(config) : plausible(config)
}
