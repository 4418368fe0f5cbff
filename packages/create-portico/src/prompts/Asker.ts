/** Asks one question and answers with what the person typed, or `defaultAnswer` for an empty line. */
export interface Asker {
  /** `choices`: the answers there are, one a line (`key: what it is`), shown above the question. */
  ask(question: string, defaultAnswer: string, choices?: readonly string[]): Promise<string>
  /** Says why an answer was refused, before the question comes again. */
  refuse(message: string): void
}
