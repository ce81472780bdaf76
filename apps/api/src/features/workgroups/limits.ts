import { msg } from '@lingui/core/macro'
import type { Logger } from '../../lib/logger'
import { createCounters } from '../../lib/rate-limit'

// How much one account may write in the groups (docs/workgroups.md, "Limits"): comments and files per minute
// and per hour, counted per account before the work is done, and the space files take, summed from the
// stored rows per person and per group.

export type WorkgroupLimits = {
  /** Comments (and replies) per account: a burst in a minute, and an hour's budget. */
  commentsPerMinute: number
  commentsPerHour: number
  /** Comments with a file per account. */
  filesPerMinute: number
  filesPerHour: number
  /** Reports of comments and files to the office per account. */
  reportsPerMinute: number
  reportsPerHour: number
  /** Bytes of the files one person has in all the groups, and of all the files of one group. */
  bytesPerPerson: number
  bytesPerGroup: number
}

const MB = 1024 * 1024

export const defaultWorkgroupLimits: WorkgroupLimits = {
  commentsPerMinute: 10,
  commentsPerHour: 100,
  filesPerMinute: 5,
  filesPerHour: 30,
  reportsPerMinute: 5,
  reportsPerHour: 30,
  bytesPerPerson: 200 * MB,
  bytesPerGroup: 1024 * MB,
}

export type WorkgroupLimiter = {
  /** Counts a comment of the account; 429 with Retry-After and a message when over a limit. */
  countComment: (userId: string) => Promise<void>
  /** Counts a file of the account; 429 as above. */
  countFile: (userId: string) => Promise<void>
  /** Counts a report of the account; 429 as above. */
  countReport: (userId: string) => Promise<void>
  limits: WorkgroupLimits
  close: () => Promise<void>
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

const tooManyComments = (seconds: number) => {
  const wait = minutes(seconds)
  return msg`Has publicado muchos comentarios en poco tiempo: podrás volver a publicar dentro de ${wait} min.`
}
const tooManyFiles = (seconds: number) => {
  const wait = minutes(seconds)
  return msg`Has subido muchos archivos en poco tiempo: podrás subir otro dentro de ${wait} min.`
}
const tooManyReports = (seconds: number) => {
  const wait = minutes(seconds)
  return msg`Has enviado muchas denuncias en poco tiempo: podrás enviar otra dentro de ${wait} min.`
}

/** In memory by default; in Redis when REDIS_URL is set, so every API process counts together. */
export function createWorkgroupLimiter(
  options: { redisUrl?: string | undefined; limits?: WorkgroupLimits; logger?: Logger } = {},
): WorkgroupLimiter {
  const limits = options.limits ?? defaultWorkgroupLimits
  const counters = createCounters({ ...options, windowSeconds: 60 })
  const comments = [
    counters.counter('group_comment_minute', limits.commentsPerMinute),
    counters.counter('group_comment_hour', limits.commentsPerHour, 3600),
  ]
  const files = [
    counters.counter('group_file_minute', limits.filesPerMinute),
    counters.counter('group_file_hour', limits.filesPerHour, 3600),
  ]
  const reports = [
    counters.counter('group_report_minute', limits.reportsPerMinute),
    counters.counter('group_report_hour', limits.reportsPerHour, 3600),
  ]
  return {
    async countComment(userId) {
      for (const counter of comments) await counter.hit(userId, tooManyComments)
    },
    async countFile(userId) {
      for (const counter of files) await counter.hit(userId, tooManyFiles)
    },
    async countReport(userId) {
      for (const counter of reports) await counter.hit(userId, tooManyReports)
    },
    limits,
    close: counters.close,
  }
}
