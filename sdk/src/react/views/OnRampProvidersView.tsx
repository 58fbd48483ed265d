import { UnavailableView } from './UnavailableView'

/** Placeholder until the view is built (issue 5). */
export function OnRampProvidersView() {
  return <UnavailableView />
}
