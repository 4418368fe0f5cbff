/** Where the page reads the running devnet's endpoints and accounts (served by the lab's vite plugin). */
export const LAB_DEVNET_PATH = '/__lab/devnet.json'
