/**
 * The page the "email changed" notice links to. Opening it changes nothing (mail
 * scanners open links): it says what the link would do, and only its button, a
 * same-origin form POST, does it. Never framed (CSP 'none').
 */

import { isServerError } from '@server/errors'
import { requestClient } from '@server/http/requestClient'
import { type EmailRevertPreview, previewEmailRevert } from '@server/usecases/account/emailRevert'
import { apiContext } from '@server/wiring/apiContext'
import { ApiPaths } from '@shared/apiContract'
import { headers } from 'next/headers'
import { connection } from 'next/server'

type SearchParams = Record<string, string | string[] | undefined>

async function load(token: string): Promise<EmailRevertPreview> {
  try {
    const context = await apiContext()
    return await previewEmailRevert(context, token, requestClient(await headers(), context.config))
  } catch (error) {
    // Too many requests from this client: the page says so.
    if (isServerError(error)) return { ok: false, message: error.message }
    throw error
  }
}

export default async function EmailRevertPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  await connection()
  const { token } = await searchParams
  const link = typeof token === 'string' ? token : ''
  const preview = await load(link)
  if (!preview.ok) {
    return (
      <main className="page">
        <h1>This link cannot be used</h1>
        <p className="error" role="alert">
          {preview.message}
        </p>
      </main>
    )
  }
  return (
    <main className="page">
      <h1>Undo the email change?</h1>
      <p>
        On {preview.changedAt.toUTCString()}, <strong>{preview.origin}</strong> had the email of
        your Airlock wallet changed from <strong>{preview.oldEmail}</strong> to{' '}
        <strong>{preview.currentEmail}</strong>.
      </p>
      <p>If that was not you, undo it.</p>
      <ul>
        <li>
          The wallet signs in with {preview.oldEmail} again, and no longer with{' '}
          {preview.currentEmail}.
        </li>
        <li>
          Every device is signed out, the one that made the change too, and must be approved again.
        </li>
      </ul>
      <form method="post" action={ApiPaths.EMAIL_REVERT}>
        <input type="hidden" name="token" value={link} />
        <button type="submit">Undo the change and sign everyone out</button>
      </form>
      <p>This link works once, until {preview.expiresAt.toUTCString()}.</p>
    </main>
  )
}
