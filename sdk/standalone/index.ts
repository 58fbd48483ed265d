/**
 * The standalone build's entry (build.mjs): everything a plain page without a bundler needs,
 * from one module URL. React, React DOM, viem's parts and zustand are bundled in; the modal,
 * its views and each feature stay chunks that load on first use, beside this file.
 *
 *   <script type="module">
 *     import { createAirlock, defineAirlockElements, localhost } from './airlock.js'
 *   </script>
 */
export * from '../src/elements/index'
export * from '../src/index'
