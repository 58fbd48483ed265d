/**
 * Sends mail. With SMTP_URL: over SMTP through nodemailer. Without it, and only in
 * development (AIRLOCK_DEV=1): each mail is printed to the console and kept in the dev
 * inbox (devInbox.ts) for the demo and tests to read. Outside development there is no
 * mailer without SMTP (the config refuses to load first).
 */
import nodemailer from 'nodemailer'
import type { AirlockConfig } from '../config/env'
import type { Db } from '../db/client'
import { storeDevMail } from './devInbox'
import type { MailMessage } from './templates'

export type { MailMessage }

export interface Mailer {
  readonly mode: 'smtp' | 'dev'
  send(mail: MailMessage): Promise<void>
}

export interface MailerOptions {
  /** Dev mode output; tests pass a spy. */
  log?: (text: string) => void
}

export const NO_MAILER = 'SMTP_URL is required outside development (AIRLOCK_DEV=1)'

/** Whether mail stays local (development, no SMTP_URL): the only mode with a dev inbox. */
export function isDevMailMode(config: Pick<AirlockConfig, 'smtpUrl' | 'dev'>): boolean {
  return config.dev && config.smtpUrl === undefined
}

/**
 * Whether /dev/inbox may show anything: development mail on the embedded database only
 * (a DATABASE_URL means instances a stranger may reach, where codes must never be readable).
 */
export function isDevInboxShown(config: Pick<AirlockConfig, 'smtpUrl' | 'dev' | 'databaseUrl'>) {
  return isDevMailMode(config) && config.databaseUrl === undefined
}

export function createMailer(
  config: Pick<AirlockConfig, 'smtpUrl' | 'mailFrom' | 'dev'>,
  db: Db,
  options: MailerOptions = {},
): Mailer {
  if (config.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
        })
      },
    }
  }
  if (!isDevMailMode(config)) throw new Error(NO_MAILER)
  const log = options.log ?? console.log
  return {
    mode: 'dev',
    async send(mail) {
      await storeDevMail(db, mail)
      log(
        [
          '──── airlock dev mail (no SMTP_URL) ────',
          `From: ${config.mailFrom}`,
          `To: ${mail.to}`,
          `Subject: ${mail.subject}`,
          '',
          mail.text,
          '────────────────────────────────────────',
        ].join('\n'),
      )
    },
  }
}
