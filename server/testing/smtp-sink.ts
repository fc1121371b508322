import { SMTPServer } from 'smtp-server';

export type Mail = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives; `delayMs` makes it a slow one, which answers each mail that late. */
export async function startSmtpSink(port: number, delayMs = 0): Promise<{ mails: Mail[]; stop: () => Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        // Kept as soon as the data is in, as a real server keeps it; the answer comes late. A sender
        // that dies in between has delivered it without knowing, the case that makes a resend.
        mails.push(mail);
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
