/**
 * A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1: it takes a login, records the
 * envelope and the parsed message of everything it accepts, and can be told to refuse recipients, so the
 * mailer is tested over the real protocol. Plain SMTP without STARTTLS, or implicit TLS (smtps://) with
 * the package's built-in self-signed certificate.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  message: ParsedMail;
}

export interface TestSmtpServer {
  /** an SMTP_URL that signs in with the server's account (or the given password) */
  url(password?: string): string;
  received: ReceivedMail[];
  /** answer RCPT TO with this error from now on (null: accept again) */
  refuseRecipients(reason: string | null): void;
  close(): Promise<void>;
}

const SMTP_USER = 'counsel';
// characters an operator must percent-encode in SMTP_URL
const SMTP_PASSWORD = 'p@ss:word/1';

/** The SMTP_URL of a plain test server on `port`: for a server process started before the test server listens (e2e). */
export const testSmtpUrl = (port: number) => `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;

/** `port` 0 (the default) takes any free port; e2e tests give the one their app server was configured with. */
export async function startTestSmtpServer({ tls = false, port: wantedPort = 0 } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    secure: tls,
    disabledCommands: tls ? [] : ['STARTTLS'],
    allowInsecureAuth: true,
    // quiet: it would warn on stderr about its built-in certificate
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal ? Object.assign(new Error(refusal), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (message) => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({ envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) }, message });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    // a port in use fails here rather than leaving the test waiting for mail
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  // a self-signed certificate: the URL tells nodemailer to accept it, as an operator would for an internal relay
  const base = tls ? `smtps://${SMTP_USER}:%s@127.0.0.1:${port}?tls.rejectUnauthorized=false` : `smtp://${SMTP_USER}:%s@127.0.0.1:${port}`;
  return {
    url: (password = SMTP_PASSWORD) => base.replace('%s', encodeURIComponent(password)),
    received,
    refuseRecipients: (reason) => void (refusal = reason),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
