/** GET /social/start: the popup's start page (?provider= loading, then ?flow= to bind and go). */
import { socialStartPage } from '@server/http/socialPages'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return socialStartPage(request)
}
