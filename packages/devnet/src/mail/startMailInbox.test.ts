import { createConnection } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type MailInbox, startMailInbox } from './startMailInbox.js'

let inbox: MailInbox
beforeAll(async () => {
  inbox = await startMailInbox()
})
afterAll(() => inbox.stop())

/** Speaks SMTP by hand, so the test needs no mail client of its own. */
async function sendRaw(smtpUrl: string, lines: string[]): Promise<string> {
  const { port } = new URL(smtpUrl)
  const socket = createConnection({ host: '127.0.0.1', port: Number(port) })
  let transcript = ''
  socket.setEncoding('utf8')
  const waitFor = (code: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (new RegExp(`(^|\\n)${code} [^\\n]*\\r\\n$`).test(transcript)) {
          socket.off('data', onData)
          resolve()
        }
      }
      const onData = (chunk: string) => {
        transcript += chunk
        check()
      }
      socket.on('data', onData)
      check()
    })
  await waitFor('220')
  for (const [command, code] of [
    ['EHLO test', '250'],
    ['MAIL FROM:<cloud@portico.local>', '250'],
    ['RCPT TO:<Ada@Example.com>', '250'],
    ['DATA', '354'],
  ] as const) {
    transcript = ''
    socket.write(`${command}\r\n`)
    await waitFor(code)
  }
  transcript = ''
  socket.write(`${lines.join('\r\n')}\r\n.\r\n`)
  await waitFor('250')
  socket.end('QUIT\r\n')
  return transcript
}

it('keeps a mail sent over SMTP and serves it as JSON by recipient and as a page', async () => {
  await sendRaw(inbox.smtpUrl, [
    'Subject: Your code',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your Portico code is 123456 <b>',
  ])
  const response = await fetch(`${inbox.httpUrl}/messages?to=ada@example.com`)
  const messages = (await response.json()) as { subject: string; text: string; to: string[] }[]
  expect(messages).toHaveLength(1)
  expect(messages[0]).toMatchObject({ subject: 'Your code', to: ['ada@example.com'] })
  expect(messages[0]?.text).toContain('123456')
  expect(await (await fetch(`${inbox.httpUrl}/messages?to=bob@example.com`)).json()).toEqual([])
  const page = await (await fetch(inbox.httpUrl)).text()
  expect(page).toContain('Your Portico code is 123456 &#60;b&#62;')
  await fetch(`${inbox.httpUrl}/messages`, { method: 'DELETE' })
  expect(inbox.messages()).toEqual([])
})
