import type { Db } from '../db/client'

// Reads kept in memory for a moment, by feature and database (docs/decisions.md, "The job bank's reads are
// kept on PGlite"). Only for the embedded database: PGlite answers one query at a time, and its data folder
// belongs to one process (db/data-dir-lock.ts), so every write goes through this process and drops what it
// changes. With PostgreSQL, several processes share the data and the server runs queries in parallel:
// nothing is kept.

/**
 * At most this many reads are kept (a page of 50 offers with long descriptions is some hundreds of KB): when
 * full, the expired ones go first, then the oldest.
 */
const MAX_ENTRIES = 500

/** `until`: answered as it is until then, and while a fresh read replaces it for half the time more. */
type Entry = { value: unknown; until: number }

/** Reads kept in memory for one database, by key. */
class ReadCache {
  private entries = new Map<string, Entry>()
  /** Loads under way, by key: the calls that arrive meanwhile wait for that one load. */
  private loads = new Map<string, Promise<unknown>>()
  /** Changes with every forget(), so a load under way then does not keep what it read before the write. */
  private generation = 0

  constructor(private readonly ttlMs: number) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    const now = Date.now()
    if (hit && hit.until > now) return Promise.resolve(hit.value as T)
    if (hit && hit.until + this.ttlMs / 2 > now) {
      // Old but not too old: answered, while one fresh read (whose failure the next call meets) replaces it.
      if (!this.loads.has(key)) this.load(key, load).catch(() => {})
      return Promise.resolve(hit.value as T)
    }
    const under = this.loads.get(key)
    if (under) return under as Promise<T>
    this.entries.delete(key)
    return this.load(key, load)
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const started = this.generation
    const loading = load()
      .then((value) => {
        if (started === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.makeRoom()
          this.entries.set(key, { value, until: Date.now() + this.ttlMs / 2 })
        }
        return value
      })
      .finally(() => {
        if (this.loads.get(key) === loading) this.loads.delete(key)
      })
    this.loads.set(key, loading)
    return loading
  }

  private makeRoom(): void {
    const now = Date.now()
    for (const [key, entry] of this.entries) {
      if (entry.until + this.ttlMs / 2 <= now) this.entries.delete(key)
    }
    const oldest = this.entries.keys().next()
    if (this.entries.size >= MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value)
  }

  forget(): void {
    this.generation += 1
    this.entries.clear()
    this.loads.clear()
  }
}

/** One feature's kept reads: a cache per database, off until `enable` is called for that database. */
export type ReadCaches = {
  /** Keeps this feature's reads of `db` for `ttlMs` at most (the app does it on the embedded database). */
  enable(db: Db, ttlMs?: number): void
  /** A read through the cache of `db` when it has one; straight from the database otherwise. */
  read<T>(db: Db, key: string, load: () => Promise<T>): Promise<T>
  /** Drops every kept read of `db`: called after each write of the feature has committed. */
  forget(db: Db): void
}

export function readCaches(defaultTtlMs: number): ReadCaches {
  const caches = new WeakMap<Db, ReadCache>()
  return {
    enable(db, ttlMs = defaultTtlMs) {
      if (!caches.has(db) && ttlMs > 0) caches.set(db, new ReadCache(ttlMs))
    },
    read(db, key, load) {
      const cache = caches.get(db)
      return cache ? cache.read(key, load) : load()
    },
    forget(db) {
      caches.get(db)?.forget()
    },
  }
}
