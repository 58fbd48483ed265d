/**
 * The FrameConfig of one /sdk request: the project the server resolved (its allowlist
 * goes to the browser runtime, which checks the ancestor against it) and the optional
 * query parameters of PROTOCOL.md (`chainId`, `enableLogger`). Hosts of the older format
 * send `projectId` alone; anything else missing, empty or oversized is simply absent.
 */
import type { FrameConfig } from '../../frame/config'
import type { ProjectLookup } from '../usecases/project'

const MAX_PARAM_LENGTH = 256

/** A query parameter's first value, or null when missing, empty or oversized. */
export function queryParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)
  return value === null || value.length === 0 || value.length > MAX_PARAM_LENGTH ? null : value
}

/** eip155 references travel as numbers, any other reference (Solana's) as a string. */
function initialChainId(value: string | null): number | string | null {
  if (value === null) return null
  return /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value
}

export function frameConfigFor(params: URLSearchParams, project: ProjectLookup): FrameConfig {
  return {
    projectId: queryParam(params, 'projectId') ?? '',
    allowedOrigins: project.ok ? project.origins : [],
    // An unknown project loads for the default origins, so it can say what is wrong.
    defaultOrigins: project.ok ? project.defaultOrigins : true,
    projectError: project.ok ? null : project.message,
    initialChainId: initialChainId(queryParam(params, 'chainId')),
    enableLogger: queryParam(params, 'enableLogger') === 'true',
  }
}
