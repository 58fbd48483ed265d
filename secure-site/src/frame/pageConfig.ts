/**
 * Reads the FrameConfig the server embedded in the /sdk document. The page is ours, so
 * a missing or malformed config is a deployment fault: it throws, naming what is wrong,
 * rather than starting a frame on guesses.
 */
import * as z from 'zod/mini'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from './config'

const frameConfigSchema = z.object({
  projectId: z.string(),
  allowedOrigins: z.array(z.string()),
  defaultOrigins: z.boolean(),
  projectError: z.nullable(z.string()),
  initialChainId: z.nullable(z.union([z.number(), z.string()])),
  enableLogger: z.boolean(),
})

export function readFrameConfig(document: Pick<Document, 'getElementById'>): FrameConfig {
  const element = document.getElementById(FRAME_CONFIG_ELEMENT_ID)
  if (!element) throw new Error(`The frame page has no #${FRAME_CONFIG_ELEMENT_ID} element`)
  let json: unknown
  try {
    json = JSON.parse(element.textContent ?? '')
  } catch {
    throw new Error(`#${FRAME_CONFIG_ELEMENT_ID} is not valid JSON`)
  }
  const parsed = frameConfigSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `#${FRAME_CONFIG_ELEMENT_ID} is not a frame config: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    )
  }
  return parsed.data
}
