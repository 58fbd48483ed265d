/** The SDK's version: sent to the frame in its URL and in SYNC_DAPP_DATA. Kept equal to package.json by a test. */
export const SDK_VERSION = '0.1.0'

/** What the frame is told in SYNC_DAPP_DATA (`sdkType` / `sdkVersion`). */
export const SDK_TYPE = 'airlock'
export const SDK_VERSION_STRING = `${SDK_TYPE}-${SDK_VERSION}`
