import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

/** ABI and bytecode of a compiled OpenZeppelin 4.9 preset contract (test fixtures: real ERC-20 / ERC-721). */
export async function ozContract(
  name: 'ERC20PresetMinterPauser' | 'ERC721PresetMinterPauserAutoId',
): Promise<{ abi: Abi; bytecode: Hex }> {
  const file = require.resolve(`@openzeppelin/contracts/build/contracts/${name}.json`)
  const { abi, bytecode } = JSON.parse(await readFile(file, 'utf8')) as { abi: Abi; bytecode: Hex }
  return { abi, bytecode }
}
