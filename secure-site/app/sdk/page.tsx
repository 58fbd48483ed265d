/**
 * The frame page. The server resolves the project (its allowlist goes to the browser
 * runtime, which checks the ancestor against it); an inline, nonce'd script records
 * messages from the moment the document is parsed, so requests posted on the iframe's
 * load event are not lost before the runtime starts (src/frame/earlyInbox.ts).
 */
import { headers } from 'next/headers'
import { connection } from 'next/server'
import type { FrameConfig } from '../../src/frame/config'
import { EARLY_INBOX_SCRIPT } from '../../src/frame/earlyInbox'
import { FrameApp } from '../../src/frame/ui/FrameApp'
import { lookupProject } from '../../src/server/api/project'

type SearchParams = Record<string, string | string[] | undefined>

function single(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value
  return text === undefined || text.length === 0 || text.length > 256 ? null : text
}

function initialChainId(value: string | null): number | string | null {
  if (value === null) return null
  return /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value
}

export default async function SdkPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await connection()
  const [params, requestHeaders] = await Promise.all([searchParams, headers()])
  const projectId = single(params.projectId)
  const project = await lookupProject(projectId)
  const config: FrameConfig = {
    projectId: projectId ?? '',
    allowedOrigins: project.ok ? project.origins : [],
    // An unknown project keeps the defaults, so its frame can answer 'invalid key'.
    defaultOrigins: project.ok ? project.defaultOrigins : true,
    projectError: project.ok ? null : project.message,
    initialChainId: initialChainId(single(params.chainId)),
    enableLogger: single(params.enableLogger) === 'true',
  }
  return (
    <div className="airlock-frame">
      <script
        nonce={requestHeaders.get('x-nonce') ?? undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no input
        dangerouslySetInnerHTML={{ __html: EARLY_INBOX_SCRIPT }}
        suppressHydrationWarning
      />
      {!project.ok && (
        <p role="alert" className="page error">
          {project.message}
        </p>
      )}
      <FrameApp config={config} />
    </div>
  )
}
