// Outgoing email. Without SMTP_URL the message goes to the server log, so password resets work on a dev machine.
import nodemailer from 'nodemailer';
import {MAIL_FROM, SMTP_URL} from './config.ts';

export type Email = {to: string; subject: string; text: string};

const transport = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null;

export async function sendEmail(email: Email): Promise<void> {
  if (!transport) {
    console.log(
      `[mail] (no SMTP_URL set; printed instead of sent)\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`,
    );
    return;
  }
  await transport.sendMail({from: MAIL_FROM, ...email});
}
