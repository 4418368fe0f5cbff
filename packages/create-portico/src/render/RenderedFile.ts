/** One file of a generated app: its path inside the app's folder (with `/`) and its text. */
export interface RenderedFile {
  path: string
  contents: string
}
