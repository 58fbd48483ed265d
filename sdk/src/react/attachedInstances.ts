import type { AirlockInstance } from '../core/createAirlock'

/**
 * The instances whose modal is attached now (attachModal.ts keeps it): what a prefetch of
 * the modal warms besides its code. A module of its own so loadModal.ts and attachModal.ts
 * (which imports loadModal) both reach it without a cycle.
 */
export const attachedInstances = new Set<AirlockInstance>()
