/**
 * The social providers' marks (simplified, drawn on a 24 px grid) and names, for the
 * Connect view's buttons, ConnectingSocial and the Account view. Decorative: the
 * button or text beside each says the name.
 */
import { SIGN_IN_PROVIDER_LABELS } from '@airlock/protocol'
import type { ReactNode } from 'react'
import type { SocialOption } from '../../../core/stores/optionsStore'

export const SOCIAL_NAMES = SIGN_IN_PROVIDER_LABELS

const MARKS: Readonly<Record<SocialOption, ReactNode>> = {
  google: (
    <>
      <path
        fill="#4285F4"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
      />
      <path
        fill="#34A853"
        d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
      />
      <path
        fill="#FBBC05"
        d="M6.4 13.9c-.2-.6-.3-1.3-.3-1.9s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.1z"
      />
      <path
        fill="#EA4335"
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z"
      />
    </>
  ),
  x: (
    <path
      fill="currentColor"
      d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"
    />
  ),
  discord: (
    <>
      <rect width="24" height="24" rx="6" fill="#5865F2" />
      <path
        fill="#fff"
        d="M16.9 7.4a12 12 0 0 0-3-.9l-.4.8a11 11 0 0 0-3 0l-.4-.8a12 12 0 0 0-3 .9C5.2 10.2 4.7 13 5 15.7a12 12 0 0 0 3.6 1.8l.8-1.2-1.2-.6.3-.2a8.6 8.6 0 0 0 7.1 0l.3.2-1.2.6.8 1.2a12 12 0 0 0 3.6-1.8c.4-3.1-.6-5.9-2.2-8.3zM9.6 14c-.7 0-1.3-.7-1.3-1.5S8.9 11 9.6 11s1.3.7 1.3 1.5-.6 1.5-1.3 1.5zm4.8 0c-.7 0-1.3-.7-1.3-1.5s.6-1.5 1.3-1.5 1.3.7 1.3 1.5-.6 1.5-1.3 1.5z"
      />
    </>
  ),
  farcaster: (
    <>
      <rect width="24" height="24" rx="6" fill="#855DCD" />
      <path fill="#fff" d="M6.5 6.5h11V18h-2.2v-4.3a3.3 3.3 0 0 0-6.6 0V18H6.5z" />
    </>
  ),
  github: (
    <path
      fill="currentColor"
      d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z"
    />
  ),
  apple: (
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zm-2.3-7.1c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
    />
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.5 22v-8h2.3l.4-2.8h-2.7V9.5c0-.8.3-1.4 1.4-1.4h1.4V5.6c-.3 0-1.1-.1-2.1-.1-2.1 0-3.5 1.3-3.5 3.6v2.1H8.4V14h2.3v8z"
      />
    </>
  ),
}

export function SocialIcon({ provider, size = 20 }: { provider: SocialOption; size?: number }) {
  return (
    <svg
      className="al-social-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[provider]}
    </svg>
  )
}
