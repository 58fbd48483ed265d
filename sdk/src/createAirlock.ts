import {
  type AirlockInstance,
  type CreateAirlockOptions,
  createAirlock as createCoreAirlock,
} from './core/createAirlock'
import { attachModalOnOpen } from './react/attachModalOnOpen'

/**
 * The instance of core/createAirlock.ts, framework-free, whose `open()` also shows the
 * modal when nothing attached it (the README's start snippet works as written): the
 * modal's chunk loads on that first open. `destroy()` removes that modal too.
 */
export function createAirlock(options: CreateAirlockOptions): AirlockInstance {
  const instance = createCoreAirlock(options)
  const stopAttaching = attachModalOnOpen(instance)
  const destroy = instance.destroy
  instance.destroy = () => {
    stopAttaching()
    destroy.call(instance)
  }
  return instance
}
