import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import type { StackInfo } from '../../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../../stack/staticServer'
import { requireDapp } from './dapp'
import { PAGES } from './olderHost'

const ENTRY = fileURLToPath(new URL('../../fixtures/referenceHost/inPage.ts', import.meta.url))

/**
 * fixtures/referenceHost/inPage.ts as one IIFE. @web3modal/wallet 4.2.2 reads its frame
 * URL from `process.env['NEXT_PUBLIC_SECURE_SITE_SDK_URL']` (W3mFrameConstants.js,
 * 'https://secure.walletconnect.com/sdk' when unset) and loads `${that}?projectId=…`:
 * `process.env` is defined as an object holding our secure site's /sdk instead. Its
 * other `process.env` reads (none in 4.2.2's frame code) would see undefined.
 */
async function bundle(secureSiteSdkUrl: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: {
      'process.env': JSON.stringify({ NEXT_PUBLIC_SECURE_SITE_SDK_URL: secureSiteSdkUrl }),
      global: 'globalThis',
    },
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('the reference host bundle is empty')
  return output.text
}

/**
 * pages/blank.html on 127.0.0.1 (a default origin of every project) with the reference
 * client created in it: `window.referenceHost`, its iframe mounted (the client waits
 * for the iframe's load event, never for READY). Stop the
 * returned server when done.
 */
export async function openReferenceHost(page: Page, stack: StackInfo): Promise<StaticServer> {
  const host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
  const code = await bundle(`${requireDapp(stack).config.secureSiteUrl}/sdk`)
  await page.goto(`${host.url}/blank.html`)
  await page.evaluate((projectId) => {
    window.referenceHostConfig = { projectId }
  }, stack.projectId)
  await page.addScriptTag({ content: code })
  // Its methods wait for the iframe's load event themselves.
  await page.locator('iframe#w3m-iframe').waitFor({ state: 'attached' })
  return host
}
