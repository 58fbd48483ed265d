import { AirlockError } from '@airlock/protocol'

/**
 * A Wallet Standard wallet's feature by name, or 'PROVIDER_NOT_FOUND' saying which one
 * the wallet (`walletName`) does not offer.
 */
export function walletFeature<F extends object, K extends keyof F>(
  walletName: string,
  features: Partial<F>,
  name: K,
): NonNullable<F[K]> {
  const found = features[name]
  if (!found)
    throw new AirlockError('PROVIDER_NOT_FOUND', {
      message: `${walletName} does not offer ${String(name)}`,
    })
  return found as NonNullable<F[K]>
}
