// The cluster's stand-ins for the provider's services, in one process started by cluster.mjs: an S3-compatible
// store (s3rver, what the API's S3 tests use) and an SMTP server that keeps every mail it receives as an .eml
// file in a folder (the smoke reads the folder, as a person would read their mailbox).
// Usage: node services.mjs <s3-port> <s3-folder> <bucket> <smtp-port> <mail-folder>
import { createWriteStream } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import S3rver from 's3rver'
import { SMTPServer } from 'smtp-server'

const [s3Port, s3Folder, bucket, smtpPort, mailFolder] = process.argv.slice(2)
if (!mailFolder) {
  console.error('usage: node services.mjs <s3-port> <s3-folder> <bucket> <smtp-port> <mail-folder>')
  process.exit(2)
}
await mkdir(mailFolder, { recursive: true })

const s3 = new S3rver({
  address: '127.0.0.1',
  port: Number(s3Port),
  silent: true,
  directory: s3Folder,
  configureBuckets: [{ name: bucket, configs: [] }],
})
await s3.run()

let received = 0
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const name = `${Date.now()}-${process.pid}-${++received}`
    const partial = join(mailFolder, `${name}.part`)
    // Written whole, then renamed: a reader never sees half a mail.
    pipeline(stream, createWriteStream(partial))
      .then(() => rename(partial, join(mailFolder, `${name}.eml`)))
      .then(() => {
        console.log(`mail ${name}.eml to ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`)
        callback()
      }, callback)
  },
})
await new Promise((resolve, reject) => {
  smtp.server.once('error', reject)
  smtp.listen(Number(smtpPort), '127.0.0.1', resolve)
})
console.log(
  `s3rver on 127.0.0.1:${s3Port} (bucket ${bucket}), SMTP on 127.0.0.1:${smtpPort} into ${mailFolder}`,
)

const stop = () => {
  smtp.close(() => s3.close().then(() => process.exit(0)))
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
