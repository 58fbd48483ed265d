/**
 * Every query key of Airlock starts with this, so a shared client keeps them apart from the
 * dapp's. Its own module: the query options exported to dapps use it without query-core.
 */
export const QUERY_KEY_ROOT = '@airlock'
