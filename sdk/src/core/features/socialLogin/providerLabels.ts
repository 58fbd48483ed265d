import type { SocialOption } from '../../stores/optionsStore'

/** The providers' names as the modal shows them (buttons, ConnectingSocial, messages). */
export const SOCIAL_PROVIDER_LABELS: Readonly<Record<SocialOption, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
