import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildConsumerApp,
  installConsumerApps,
  npmEnv,
} from '../../scripts/packages/consumerApps.mjs'
import { packedTarballs, run } from '../../scripts/packages/packTarballs.mjs'
import { startAnvil } from '../stack/anvil'
import { freePort } from '../stack/ports'
import { startProcess } from '../stack/processes'
import { httpProbe } from '../stack/readiness'
import { startStaticServer } from '../stack/staticServer'
import {
  CONSUMER_INSTALLS,
  type ConsumerApp,
  type ConsumersInfo,
  writeConsumersInfo,
} from './consumerApps'

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`

/**
 * Packs the tarballs with `pnpm release:pack`, installs them into the consumer apps (their sources partly sdk/README.md's
 * snippets, their dependencies its install lines: scripts/packages/consumerApps.mjs) in a folder under the OS's
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
    // Two installs are gigabytes of node_modules (wagmi 2's connectors alone about 1 GB):
    // deleting them made most of an 84 s teardown on a shared 2-core disk, so a detached
    // `rm` does it after the run (each run has its own folder). On Windows the run waits.
    if (process.platform === 'win32') rmSync(root, { recursive: true, force: true })
    else spawn('rm', ['-rf', root], { detached: true, stdio: 'ignore' }).unref()
    console.log(`[consumers] done in ${seconds(startedAt)} from packing to teardown`)
  }
  try {
    let phase = performance.now()
    const tarballsDir = join(root, 'tarballs')
    mkdirSync(tarballsDir)
    // The README's way: `pnpm release:pack` (into this run's folder), then its tarballs.
    console.log(await run('pnpm', ['release:pack', tarballsDir]))
    const tarballs = packedTarballs(tarballsDir)
    console.log(`[consumers] packed ${tarballs.map((t) => t.name).join(', ')} in ${seconds(phase)}`)
    // The installs run side by side: npm waits on the registry and the disk more than the CPU.
    phase = performance.now()
    await Promise.all(
      CONSUMER_INSTALLS.map(async ({ folder, apps }) => {
        mkdirSync(join(root, folder))
        const installSeconds = await installConsumerApps(join(root, folder), apps, tarballs)
        console.log(`[consumers] npm install ${folder} in ${Math.round(installSeconds)} s`)
      }),
    )
    console.log(`[consumers] installed in ${seconds(phase)} (${root})`)
    for (const { folder, apps } of CONSUMER_INSTALLS) {
      for (const app of apps) {
        const buildSeconds = await buildConsumerApp(join(root, folder), app)
        console.log(`[consumers] ${app} built in ${Math.round(buildSeconds)} s`)
      }
    }
    const appDir = (app: ConsumerApp) => {
      const install = CONSUMER_INSTALLS.find(({ apps }) => apps.includes(app))
      if (!install) throw new Error(`consumer app ${app} is in no install of CONSUMER_INSTALLS`)
      return join(root, install.folder, app)
    }

    phase = performance.now()
    const anvil = await startAnvil({ chainId: 31337 })
    stops.push(anvil.stop)
    // No fallback to index.html: a page missing from a build is a 404, not another page.
    const serve = async (app: ConsumerApp) => {
      const server = await startStaticServer({
        root: join(appDir(app), 'dist'),
        spaFallback: false,
      })
      stops.push(server.stop)
      return server.url
    }
    const viteReact = await serve('vite-react')
    const viteReact18 = await serve('vite-react18')
    const html = await serve('html')
    const htmlStandalone = await serve('html-standalone')
    const nextPort = await freePort()
    const nextUrl = `http://127.0.0.1:${nextPort}`
    const next = await startProcess({
      name: 'consumer next-app',
      command: join(appDir('next-app'), '../node_modules/.bin/next'),
      args: ['start', '-p', String(nextPort), '-H', '127.0.0.1'],
      cwd: appDir('next-app'),
      env: npmEnv(),
      ready: { description: `${nextUrl} answers`, probe: httpProbe(nextUrl) },
      readyTimeoutMs: 30_000,
    })
    stops.push(next.stop)
    const info: ConsumersInfo = {
      urls: {
        'vite-react': viteReact,
        'vite-react18': viteReact18,
        'next-app': nextUrl,
        html,
        'html-standalone': htmlStandalone,
      },
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
