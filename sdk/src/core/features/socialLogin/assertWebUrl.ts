import { AirlockError } from '@airlock/protocol'

/**
 * Only a web page may be navigated to or shown as a link: a `javascript:` URL would run
 * in the page that opens it. `message` says which URL the secure site got wrong.
 */
export function assertWebUrl(uri: string, message: string): void {
  let protocol: string | undefined
  try {
    protocol = new URL(uri).protocol
  } catch {
    protocol = undefined
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new AirlockError('NO_URL_PROVIDED', { message })
}
