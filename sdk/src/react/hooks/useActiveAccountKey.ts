import type { AirlockInstance } from '../../core/createAirlock'
import { activeAccountKey } from '../../core/stores/activeAccount'
import { useStore } from '../useStore'

/** The active account on its network (CAIP-10), '' when none: what per-account data follows. */
export function useActiveAccountKey(instance: AirlockInstance): string {
  return useStore(instance.stores.chains, () => activeAccountKey(instance.stores))
}
