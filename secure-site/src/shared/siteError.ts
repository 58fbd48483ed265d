/**
 * The secure site's one error family. Everything its modules throw on purpose is a
 * SiteError whose `code` comes from a catalogue: ServerError's ServerMessages, the HTTP
 * codes below for answers a route gives as they are (HttpError on the server, ApiError
 * in the frame), and each low-level module's reasons (configuration, key vault, sealed
 * secrets, outbound fetches, refused URLs, body limits). Anything else that escapes is
 * a bug, answered with a generic 500. Imports nothing: the frame's browser code uses it.
 */
export class SiteError<Code extends string = string> extends Error {
  override readonly name: string = 'SiteError'

  constructor(
    readonly code: Code,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** The catalogue of HTTP answers, by status; any other status is HTTP_ERROR. */
export const HttpErrorCodes = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  504: 'GATEWAY_TIMEOUT',
} as const

export type HttpErrorCode = (typeof HttpErrorCodes)[keyof typeof HttpErrorCodes] | 'HTTP_ERROR'

export function httpErrorCode(status: number): HttpErrorCode {
  return status in HttpErrorCodes
    ? HttpErrorCodes[status as keyof typeof HttpErrorCodes]
    : 'HTTP_ERROR'
}
