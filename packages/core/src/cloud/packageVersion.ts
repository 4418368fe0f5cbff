// Written by scripts/writeVersion.mjs from package.json: do not edit.
export const PACKAGE_VERSION = '0.0.0'
