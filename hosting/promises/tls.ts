// Where TLS is the config's (nginx), Mozilla's "intermediate" profile as the server answers: in TLS
// 1.2 it completes a handshake offered only AEAD ciphers with forward secrecy, and none offered
// only the others; it sends no session ticket. Elsewhere the host terminates TLS with its own.
import { connect } from 'node:tls';
import type { Check } from '../check.ts';

/** OpenSSL cipher strings: what the server must accept, and the rest, which it must refuse. */
type Offer = { target: string; accept: boolean };
type Finished = { cipher?: string; ticket: boolean; broken?: string };

export const tls: Check<Offer, Finished> = {
  title: 'TLS',
  promise:
    "TLS as Mozilla's intermediate profile: AEAD ciphers with forward secrecy, no session tickets",
  on: ['live', 'runtime'],
  // Where the host is named and its module says nothing else, TLS is the config's (nginx).
  cases: (site) =>
    site.url.protocol !== 'https:'
      ? 'not checked: no https here'
      : !site.host
        ? 'not checked: no host named, whose TLS it would be'
        : [
            { target: 'ECDHE+AESGCM:ECDHE+CHACHA20', accept: true },
            { target: 'ALL:!AESGCM:!CHACHA20', accept: false },
            { target: 'AESGCM:CHACHA20:!ECDHE:!DHE', accept: false },
          ],
  ask: (site, { target }) =>
    new Promise((done) => {
      const socket = connect({
        host: site.where === 'runtime' ? '127.0.0.1' : site.url.hostname,
        port: Number(site.url.port || 443),
        servername: site.url.hostname,
        ciphers: target,
        maxVersion: 'TLSv1.2',
        rejectUnauthorized: false,
        timeout: 10_000,
      });
      const end = (finished: Finished) => {
        done(finished);
        socket.destroy();
      };
      socket.once('secureConnect', () =>
        end({ cipher: socket.getCipher().name, ticket: socket.getTLSTicket() !== undefined }),
      );
      socket.once('timeout', () => end({ ticket: false, broken: 'no handshake within 10 s' }));
      socket.once('error', () => end({ ticket: false }));
    }),
  assert: ({ cipher, ticket }, { accept }) => [
    ...(ticket ? ['a session ticket sent'] : []),
    ...(!accept && cipher ? [`${cipher} accepted`] : accept && !cipher ? ['refused'] : []),
  ],
  whenKept: () => 'in TLS 1.2 only AEAD ciphers with forward secrecy, no session ticket',
};
