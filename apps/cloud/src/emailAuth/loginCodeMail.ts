/** The mail that carries a login code. */
export function loginCodeMail(to: string, appName: string, code: string) {
  return {
    to,
    subject: `${code} is your ${appName} login code`,
    text: `Your ${appName} login code is ${code}.\n\nIt is valid for 10 minutes and works once. If you did not ask for it, ignore this e-mail.`,
  }
}
