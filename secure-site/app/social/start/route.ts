/** GET /social/start: the loading page the SDK opens before it knows the provider's URL. */
import { socialStartPage } from '../../../src/server/api/socialPages'

export const dynamic = 'force-dynamic'

export function GET(): Response {
  return socialStartPage()
}
