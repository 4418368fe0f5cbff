/** The mail that asks the mailbox's owner to approve a new device before its code is sent. */
export function deviceLinkMail(to: string, appName: string, link: string) {
  return {
    to,
    subject: `Approve a new device for ${appName}`,
    text: `Someone is logging in to ${appName} with this e-mail from a device it has not used before. If it was you, open this link and approve the device; your login code then comes in a second e-mail, to type on that device:\n\n${link}\n\nThe link works once, for 15 minutes. If it was not you, ignore this e-mail: nobody can log in without it.`,
  }
}
