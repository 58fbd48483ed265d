/**
 * GET /sdk?projectId=…&chainId=…&enableLogger=…: the secure frame's document, a lean
 * page of its own rather than an App Router page (src/server/http/framePage.ts).
 */
import { framePage } from '@server/http/framePage'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return framePage(request)
}
