/** Where the page reads the URL of the running Portico Cloud (served by the lab's vite plugin). */
export const LAB_CLOUD_PATH = '/__lab/cloud.json'

/** The cloud of `pnpm lab` and `pnpm cloud` when no endpoint file says otherwise. */
export const DEFAULT_LAB_CLOUD_URL = 'http://127.0.0.1:8787'
