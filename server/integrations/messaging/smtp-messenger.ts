import nodemailer from 'nodemailer';
import type { Messenger, OutgoingMessage } from './messenger';

/** Email through SMTP (SMTP_URL). SMS has no provider yet: those stay in the outbox only. */
export class SmtpMessenger implements Messenger {
  private transport;

  constructor(
    smtpUrl: string,
    private from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') return;
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
