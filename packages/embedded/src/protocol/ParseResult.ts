/** The outcome of checking one cross-window message: the message, or why it was refused. */
export type ParseResult<Message> = { ok: true; message: Message } | { ok: false; reason: string }
