import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildConsumerApp,
  installConsumerApps,
  npmEnv,
} from '../../scripts/packages/consumerApps.mjs'
import { packTarballs } from '../../scripts/packages/packTarballs.mjs'
import { startAnvil } from '../stack/anvil'
import { freePort } from '../stack/ports'
import { startProcess } from '../stack/processes'
import { httpProbe } from '../stack/readiness'
import { startStaticServer } from '../stack/staticServer'
import { CONSUMER_APPS, type ConsumersInfo, writeConsumersInfo } from './consumerApps'

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`

/**
 * Packs the tarballs, installs them into the consumer apps in a folder under the OS's
 * temp dir (outside the workspace: no pnpm-workspace.yaml, no tsconfig paths, no
 * node_modules of ours above them), builds each, and serves the builds. The returned
 * teardown stops everything and deletes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const startedAt = performance.now()
  const root = mkdtempSync(join(tmpdir(), 'airlock-consumers-'))
  const stops: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop()
    rmSync(root, { recursive: true, force: true })
    console.log(`[consumers] done in ${seconds(startedAt)} from packing to teardown`)
  }
  try {
    let phase = performance.now()
    const tarballsDir = join(root, 'tarballs')
    mkdirSync(tarballsDir)
    const tarballs = await packTarballs(tarballsDir, { log: (line) => console.log(line) })
    console.log(`[consumers] packed ${tarballs.map((t) => t.name).join(', ')} in ${seconds(phase)}`)
    const installSeconds = await installConsumerApps(root, CONSUMER_APPS, tarballs)
    console.log(`[consumers] npm install in ${Math.round(installSeconds)} s (${root})`)
    for (const app of CONSUMER_APPS) {
      console.log(`[consumers] ${app} built in ${Math.round(await buildConsumerApp(root, app))} s`)
    }

    phase = performance.now()
    const anvil = await startAnvil({ chainId: 31337 })
    stops.push(anvil.stop)
    const vite = await startStaticServer({ root: join(root, 'vite-react/dist') })
    stops.push(vite.stop)
    const html = await startStaticServer({ root: join(root, 'html/dist') })
    stops.push(html.stop)
    const nextPort = await freePort()
    const nextUrl = `http://127.0.0.1:${nextPort}`
    const next = await startProcess({
      name: 'consumer next-app',
      command: join(root, 'node_modules/.bin/next'),
      args: ['start', '-p', String(nextPort), '-H', '127.0.0.1'],
      cwd: join(root, 'next-app'),
      env: npmEnv(),
      ready: { description: `${nextUrl} answers`, probe: httpProbe(nextUrl) },
      readyTimeoutMs: 30_000,
    })
    stops.push(next.stop)
    const info: ConsumersInfo = {
      urls: { 'vite-react': vite.url, 'next-app': nextUrl, html: html.url },
      rpcUrl: anvil.rpcUrl,
    }
    writeConsumersInfo(info)
    console.log(`[consumers] served in ${seconds(phase)}; set up in ${seconds(startedAt)}`)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
