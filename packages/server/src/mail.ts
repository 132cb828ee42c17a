/**
 * How the server sends e-mail (password-reset links): through the SMTP server `SMTP_URL` names
 * (`smtp://user:pass@host:587`, `smtps://…`), from `MAIL_FROM`; without it, each message is
 * written as a file into `DATA_DIR/outbox/` (an operator, or a developer, reads it there) and
 * logged, so nothing is ever sent by accident from a machine that has no mail set up.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage } from '@courier/api';
import type { Log } from './log';

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}

export async function createMailer(
  { smtpUrl, from, dataDir }: MailSettings,
  log: Log,
): Promise<(message: MailMessage) => Promise<void>> {
  if (smtpUrl) {
    const { createTransport } = await import('nodemailer');
    const transport = createTransport(smtpUrl);
    return async (message) => {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      log.info('mail sent', { to: message.to });
    };
  }
  const outbox = join(dataDir, 'outbox');
  return async (message) => {
    await mkdir(outbox, { recursive: true });
    const file = join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
    );
    const encodedSubject = `=?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`;
    await writeFile(
      file,
      [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${encodedSubject}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
        '',
      ].join('\r\n'),
      { mode: 0o600 },
    );
    log.info('mail written to the outbox (no SMTP_URL)', { to: message.to, file });
  };
}
