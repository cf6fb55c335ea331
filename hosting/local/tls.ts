// A throwaway certificate authority and a certificate it signs, for https on loopback in the tests
// and the grader. Node trusts it through NODE_EXTRA_CA_CERTS; the browser tests ignore the chain.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../lib/node/run.ts';
import { howToInstall, opensslPath } from './programs.ts';

/**
 * @param names the DNS names the certificate covers; 127.0.0.1 is always added
 * @returns paths of the CA, the certificate and its key, and of their folder, for the caller to
 *   remove when the server that uses them has stopped
 */
export function throwawayTls(names: string[]): {
  ca: string;
  cert: string;
  key: string;
  dir: string;
} {
  const openssl = opensslPath();
  if (!openssl) throw new Error(howToInstall.openssl);
  const dir = mkdtempSync(join(tmpdir(), 'tls-'));
  const ssl = (args: string[]) => {
    const result = run(openssl, args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed:\n${result.stderr}`);
  };
  const key = ['-newkey', 'rsa:2048', '-nodes'];
  ssl(
    ['req', '-x509', ...key, '-days', '2', '-subj', '/CN=Throwaway test CA'].concat([
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
    ]),
  );
  ssl(['req', ...key, '-subj', `/CN=${names[0]}`, '-keyout', 'site.key', '-out', 'site.csr']);
  const san = [...names.map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(',');
  writeFileSync(join(dir, 'san.ext'), `subjectAltName=${san}\nextendedKeyUsage=serverAuth\n`);
  ssl(
    [
      'x509',
      '-req',
      '-in',
      'site.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
    ].concat(['-days', '2', '-extfile', 'san.ext', '-out', 'site.pem']),
  );
  return {
    ca: join(dir, 'ca.pem'),
    cert: join(dir, 'site.pem'),
    key: join(dir, 'site.key'),
    dir,
  };
}
