/**
 * The page the device-approval mail links to. Opening it approves the device that
 * asked to sign in, and the login code follows by mail. Never framed (CSP 'none').
 */
import { connection } from 'next/server'
import { apiContext } from '../../../src/server/api/context'
import { approveDeviceFromLink } from '../../../src/server/api/deviceApproval'
import { isServerError } from '../../../src/server/errors'

type SearchParams = Record<string, string | string[] | undefined>

async function approve(token: string | undefined) {
  if (!token) return { ok: false as const, message: 'This approval link is invalid or has expired' }
  try {
    return { ok: true as const, ...(await approveDeviceFromLink(await apiContext(), token)) }
  } catch (error) {
    if (isServerError(error)) return { ok: false as const, message: error.message }
    throw error
  }
}

export default async function DeviceApprovePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  await connection()
  const { token } = await searchParams
  const result = await approve(typeof token === 'string' ? token : undefined)
  return (
    <main className="page">
      {result.ok ? (
        <>
          <h1>Device approved</h1>
          <p>
            {result.codeSent
              ? `We sent a sign-in code to ${result.email}. Enter it in the app to finish signing in.`
              : `A sign-in code was sent to ${result.email} moments ago. Enter it in the app to finish signing in.`}
          </p>
          <p>You can close this tab.</p>
        </>
      ) : (
        <>
          <h1>Could not approve this device</h1>
          <p className="error" role="alert">
            {result.message}
          </p>
          <p>Start the sign-in again in the app to get a new link.</p>
        </>
      )}
    </main>
  )
}
