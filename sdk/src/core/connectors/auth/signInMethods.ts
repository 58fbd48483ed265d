/**
 * The embedded wallet's sign-in methods as the Account view lists them (issue 22 §5):
 * the email and each linked provider, with its name and when it was linked. Reading and
 * removing go through the connector (GET_SIGN_IN_METHODS, REMOVE_SIGN_IN_METHOD, whose
 * card the frame shows); this file only says how each method reads.
 */
import { SIGN_IN_PROVIDER_LABELS } from '@airlock/protocol'
import type { SignInMethod } from './authConnector'

export type { SignInMethod }

/** 'Email', or the provider's name. */
export function signInMethodTitle(method: SignInMethod): string {
  return method.kind === 'email'
    ? 'Email'
    : ((SIGN_IN_PROVIDER_LABELS as Readonly<Record<string, string>>)[method.provider] ??
        method.provider)
}

/** The address, or the provider's name for the account (absent when it gave none). */
export function signInMethodDetail(method: SignInMethod): string | undefined {
  return method.kind === 'email' ? method.email : (method.userName ?? undefined)
}

/** 'Linked 2 Jan 2030' (the day, in the visitor's time zone); '' for a date that does not parse. */
export function signInMethodLinked(method: SignInMethod, locale?: string): string {
  const at = new Date(method.linkedAt)
  if (Number.isNaN(at.getTime())) return ''
  return `Linked ${at.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })}`
}

/** A method the user may remove: a provider, while it is not the only way in. */
export function isRemovable(method: SignInMethod, all: readonly SignInMethod[]): boolean {
  return method.kind === 'identity' && all.length > 1
}
