/** Asks one question and answers with what the person typed, or `defaultAnswer` for an empty line. */
export interface Asker {
  ask(question: string, defaultAnswer: string): Promise<string>
  /** Says why an answer was refused, before the question comes again. */
  refuse(message: string): void
}
