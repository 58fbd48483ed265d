// Packages whose licence is outside licenseRules.mjs's list, allowed by name and exact
// version only, each printed on every run. They were in the tree before the licence check
// (issue 12), reviewed and kept: permissive terms, data or build-time tools, and one LGPL
// module of @solana/web3.js 1.x, which is now only a test tool: the secure site's server
// runs on the MIT @solana/kit packages, and web3.js stays a devDependency of its tests and
// of e2e (an independent reference that builds and verifies transactions, and
// @solana/spl-token's base). Nothing shipped contains it. A new version must be reviewed again.
export const LICENSE_EXCEPTIONS = {
  'argparse@2.0.1': 'Python-2.0 (permissive); js-yaml’s dependency',
  'caniuse-lite@1.0.30001826': 'CC-BY-4.0 data; browserslist’s database (build time)',
  'graceful-fs@4.2.12': 'BlueOak-1.0.0 (permissive)',
  'lru-cache@11.5.3': 'BlueOak-1.0.0 (permissive)',
  'rpc-websockets@9.3.10':
    'LGPL-3.0-only; @solana/web3.js 1.x’s dependency, in test devDependencies only',
  'spawndamnit@3.0.1': '"SEE LICENSE IN LICENSE" (the file is MIT); @changesets/cli’s dependency',
  'text-encoding-utf-8@1.0.2':
    'no licence field (the repository says Unlicense); via @solana/web3.js',
}
