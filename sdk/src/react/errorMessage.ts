import { ErrorCatalogue } from '@airlock/protocol'

/** What a view shows for a failed step: the error's own message, else 'Something went wrong'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return ErrorCatalogue.SOMETHING_WENT_WRONG
}
