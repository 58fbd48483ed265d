import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { mailApiHandler } from './mailApi'
import { MailStore, type StoredMail } from './mailStore'

export type { MailClient, StoredMail, WaitForMailOptions } from './mailClient'
export { extractOtp, mailClient } from './mailClient'

export interface StartSmtpSinkOptions {
  /** SMTP port; default a free one. */
  smtpPort?: number
  /** HTTP API port; default a free one. */
  apiPort?: number
  /** Called with every mail as it is stored (the demo echoes codes to its terminal). */
  onMail?: (mail: StoredMail) => void
}

export interface SmtpSink {
  /** What the secure site gets as SMTP_URL, e.g. smtp://127.0.0.1:40123. */
  smtpUrl: string
  /** Base URL of the HTTP API that `mailClient` reads. */
  apiUrl: string
  /** Direct access for the owning process; other processes use the HTTP API. */
  store: MailStore
  stop(): Promise<void>
}

const HOST = '127.0.0.1'

/**
 * A real SMTP server (no auth, no TLS, loopback only) that parses and keeps every mail,
 * plus a small HTTP API to read them.
 */
export async function startSmtpSink(options: StartSmtpSinkOptions = {}): Promise<SmtpSink> {
  const store = new MailStore()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The default (30 s) would hold stop() hostage to a client that never says QUIT.
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
          const stored = store.add({
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: envelopeTo.length > 0 ? envelopeTo : headerAddresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          })
          options.onMail?.(stored)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  // smtp-server emits 'error' for broken client sockets; unhandled it would crash the runner.
  const onSmtpError = (error: Error) => process.stderr.write(`[smtp-sink] ${error.message}\n`)
  smtp.on('error', onSmtpError)

  const api = createServer(mailApiHandler(store))
  try {
    const smtpPort = await listen(
      (port, done) => smtp.listen(port, HOST, done),
      smtp.server,
      options.smtpPort,
    )
    const apiPort = await listen((port, done) => api.listen(port, HOST, done), api, options.apiPort)
    let stopped: Promise<void> | null = null
    return {
      smtpUrl: `smtp://${HOST}:${smtpPort}`,
      apiUrl: `http://${HOST}:${apiPort}`,
      store,
      stop: () => {
        stopped ??= shutDown(store, smtp, api, onSmtpError)
        return stopped
      },
    }
  } catch (error) {
    await shutDown(store, smtp, api, onSmtpError)
    throw error
  }
}

async function shutDown(
  store: MailStore,
  smtp: SMTPServer,
  api: Server,
  onSmtpError: (error: Error) => void,
): Promise<void> {
  // Releasing the long-polls first lets them answer 503 before their sockets are cut.
  store.close()
  await new Promise((resolve) => setImmediate(resolve))
  await Promise.all([
    new Promise<void>((resolve) => {
      if (!api.listening) return resolve()
      api.close(() => resolve())
      api.closeAllConnections()
    }),
    new Promise<void>((resolve) => {
      if (!smtp.server.listening) return resolve()
      smtp.close(() => resolve())
    }),
  ])
  smtp.off('error', onSmtpError)
}

/** Binds via `bind`, resolving the bound port or rejecting on the server's 'error'. */
function listen(
  bind: (port: number, done: () => void) => void,
  server: Server | SMTPServer['server'],
  port = 0,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    bind(port, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function headerAddresses(to: AddressObject | AddressObject[] | undefined): string[] {
  const groups = to === undefined ? [] : Array.isArray(to) ? to : [to]
  return groups.flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  )
}
