// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from './testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../index.ts', import.meta.url).pathname)

type Graph = Awaited<ReturnType<typeof bundleGraph>>

/** The @airlock/protocol files with bytes in `inputs`, by file name. */
const protocolFiles = (inputs: Iterable<[string, { bytesInOutput: number }]>) =>
  [...inputs]
    .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && input.includes('shared-protocol/'))
    .map(([input]) => input.replace(/^.*shared-protocol\/src\//, ''))

const builtProtocolFiles = ({ outputs }: Graph) =>
  new Set(Object.values(outputs).flatMap((output) => protocolFiles(Object.entries(output.inputs))))

/**
 * A bundler places a module whole, so a protocol file the page start touches for
 * one export brings every export some lazy chunk uses. The page start classifies
 * RPC methods (the auth connector refuses and counts approvals without loading
 * anything), checks an email before the cooldown starts and builds catalogue
 * errors; the files around those stay with the chunks that use them.
 */
describe('@airlock/sdk module graph: the protocol at page start', () => {
  // Payload checks and the address decoders under them (base58, bech32, sha256);
  // name, send and amount checks; frame and API error replies.
  const LATER = ['rpcParams.ts', 'addresses.ts', 'validation.ts', 'serverMessages.ts']

  it('brings the policy lists, the email check and the catalogue, not the files around them', async () => {
    const graph = await bundleGraph(entry)
    const page = protocolFiles(graph.eager)
    for (const file of ['rpcPolicy.ts', 'email.ts', 'errors.ts']) expect(page).toContain(file)
    expect(page.filter((file) => LATER.includes(file))).toEqual([])
    // …and they are still built, for the chunks that use them (it would pass vacuously otherwise).
    const built = builtProtocolFiles(graph)
    for (const file of LATER) expect(built).toContain(file)
  })
})
