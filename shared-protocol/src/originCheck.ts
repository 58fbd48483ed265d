import * as z from 'zod/mini'

/**
 * GET ORIGIN_CHECK_PATH?projectId=…: whether the page asking (its `Origin` header) may
 * embed this project's frame, for the SDK's error message when the frame stays silent.
 * It says no more than the `/sdk` page already does (its CSP frame-ancestors lists the
 * whole allowlist, its config says whether the project is known) and is never a gate:
 * the frame's own checks are.
 */
export const ORIGIN_CHECK_PATH = '/api/project/origin-check'

/** The answer of GET ORIGIN_CHECK_PATH. */
export const originCheckResponse = z.object({
  /** The request's Origin may embed the frame of this projectId. */
  allowed: z.boolean(),
  /** The secure site knows this projectId (or runs open and takes any). */
  knownProject: z.boolean(),
})
export type OriginCheckResponse = z.infer<typeof originCheckResponse>
