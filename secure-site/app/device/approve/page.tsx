/**
 * The page the device-approval mail links to. Opening it approves nothing (mail
 * scanners open links): it shows what asked — the site, the device, the time — and a
 * button that POSTs to /api/auth/device/approve, which approves and mails the login
 * code. Never framed (CSP frame-ancestors 'none'), so the button cannot be clickjacked.
 */

import type { DeviceApprovalView } from '@server/auth/deviceApprovals'
import { isServerError, ServerMessages } from '@server/errors'
import { describeRequestTime } from '@server/format/requestTime'
import { requestClient } from '@server/http/requestClient'
import { viewDeviceApproval } from '@server/usecases/login/deviceApproval'
import { apiContext } from '@server/wiring/apiContext'
import { ApiPaths } from '@shared/apiContract'
import { headers } from 'next/headers'
import { connection } from 'next/server'

type SearchParams = Record<string, string | string[] | undefined>

type Loaded = { ok: true; view: DeviceApprovalView } | { ok: false; message: string }

async function load(token: string | undefined): Promise<Loaded> {
  const invalid = { ok: false as const, message: ServerMessages.INVALID_DEVICE_LINK }
  if (!token) return invalid
  try {
    const context = await apiContext()
    const view = await viewDeviceApproval(
      context,
      token,
      requestClient(await headers(), context.config),
    )
    return view ? { ok: true, view } : invalid
  } catch (error) {
    if (isServerError(error)) return { ok: false, message: error.message }
    throw error
  }
}

export default async function DeviceApprovePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  await connection()
  const { token, result } = await searchParams
  const loaded = await load(typeof token === 'string' ? token : undefined)
  if (!loaded.ok || loaded.view.state === 'expired') {
    return (
      <main className="page">
        <h1>Could not approve this device</h1>
        <p className="error" role="alert">
          {loaded.ok ? ServerMessages.INVALID_DEVICE_LINK : loaded.message}
        </p>
        <p>Start the sign-in again in the app to get a new link.</p>
      </main>
    )
  }
  const { view } = loaded
  if (view.state === 'approved') {
    return (
      <main className="page">
        <h1>Device approved</h1>
        <p>
          {result === 'recent'
            ? `A sign-in code was sent to ${view.email} moments ago. Enter it in the app to finish signing in.`
            : `We sent a sign-in code to ${view.email}. Enter it in the app to finish signing in.`}
        </p>
        <p>You can close this tab.</p>
      </main>
    )
  }
  return (
    <main className="page">
      <h1>Approve this device?</h1>
      <p>A sign-in to the Airlock wallet of {view.email} is waiting for your approval.</p>
      <dl className="approval-facts">
        <dt>Site</dt>
        <dd data-testid="approval-site">{view.origin}</dd>
        <dt>Device</dt>
        <dd data-testid="approval-device">{view.deviceLabel}</dd>
        <dt>Requested</dt>
        <dd>
          <time dateTime={view.requestedAt.toISOString()}>
            {describeRequestTime(view.requestedAt, new Date())}
          </time>
        </dd>
      </dl>
      <p>
        Approve only if you started this sign-in yourself, on this site and this device. If you did
        not, close this page: nothing happens without your approval.
      </p>
      <form method="post" action={ApiPaths.DEVICE_APPROVE}>
        <input type="hidden" name="token" value={typeof token === 'string' ? token : ''} />
        <button type="submit">Approve this device</button>
      </form>
    </main>
  )
}
