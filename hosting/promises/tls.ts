// Where TLS is the config's (nginx), Mozilla's "intermediate" profile as the server answers: in TLS
// 1.2, of every cipher this machine's OpenSSL knows, only AEAD ciphers with forward secrecy, and no
// session ticket. Elsewhere the host terminates TLS with its own settings.
import { getCiphers, connect } from 'node:tls';
import type { Check } from '../site.ts';

type Handshake = { target: string };
type Finished = { accepted: boolean; ticket: boolean; broken?: string };

/** OpenSSL's names, as its cipher strings take them (TLS 1.3's are not chosen this way). */
const ciphers = () =>
  getCiphers()
    .filter((c) => !c.startsWith('tls_'))
    .map((c) => c.toUpperCase());
const modern = /^(ECDHE|DHE)-.*-(GCM-SHA\d+|CHACHA20-POLY1305)$/;

export const tls: Check<Handshake, Finished> = {
  title: 'TLS',
  says: "TLS as Mozilla's intermediate profile: AEAD ciphers with forward secrecy, no session tickets",
  on: ['live', 'runtime'],
  tested: (host) => !!host.runtime?.https && !!host.ownTls,
  cases: (site) =>
    site.url.protocol !== 'https:'
      ? 'not checked: no https here'
      : !site.host?.ownTls
        ? 'not checked: the host terminates TLS, with its own settings'
        : ['ECDHE+AESGCM', ...ciphers()].map((target) => ({ target })),
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
        end({ accepted: true, ticket: socket.getTLSTicket() !== undefined }),
      );
      socket.once('timeout', () =>
        end({ accepted: false, ticket: false, broken: 'no handshake within 10 s' }),
      );
      // A cipher this machine's OpenSSL cannot offer fails here too, as a refused one does.
      socket.once('error', () => end({ accepted: false, ticket: false }));
    }),
  assert: ({ accepted, ticket }, { target }) => [
    ...(ticket ? ['a session ticket sent'] : []),
    ...(target === 'ECDHE+AESGCM' && !accepted
      ? ['no AEAD cipher with forward secrecy accepted']
      : []),
    ...(accepted && target !== 'ECDHE+AESGCM' && !modern.test(target) ? ['accepted'] : []),
  ],
  holds: () => 'in TLS 1.2 only AEAD ciphers with forward secrecy, no session ticket',
};
