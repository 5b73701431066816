import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PEM files made for one test file: the PSP's CA, its server certificate, our client certificate. */
export interface TestCertificates {
  dir: string;
  caFile: string;
  serverCert: string;
  serverKey: string;
  clientCertFile: string;
  clientKeyFile: string;
  /** A client certificate the PSP never issued (signed by another CA). */
  strangerCertFile: string;
  strangerKeyFile: string;
  /** Another client certificate of the PSP's CA (another association's account), named by its CN. */
  issueClient: (name: string, commonName: string) => { certFile: string; keyFile: string };
  read: (file: string) => Buffer;
  remove: () => void;
}

/** Runs openssl in dir; words are split on spaces, the subject (which has spaces) comes apart. */
const openssl = (dir: string, words: string, subject?: string) =>
  execFileSync('openssl', [...words.split(' '), ...(subject ? ['-subj', subject] : [])], {
    cwd: dir,
    stdio: 'pipe',
  });

const DAYS = '-days 2 -sha256';

function issue(dir: string, name: string, subject: string, ca: string, extensions: string) {
  writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(dir, `req -new -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.csr`, subject);
  openssl(
    dir,
    `x509 -req -in ${name}.csr -CA ${ca}.crt -CAkey ${ca}.key -CAcreateserial -out ${name}.crt ${DAYS} -extfile ${name}.ext`,
  );
}

function authority(dir: string, name: string, subject: string) {
  openssl(dir, `req -x509 -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.crt ${DAYS}`, subject);
}

/** Generated with openssl into a temporary directory at test time; nothing is kept in the repository. */
export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'quita-pix-api-'));
  authority(dir, 'ca', '/CN=PSP de Teste CA');
  issue(dir, 'server', '/CN=127.0.0.1', 'ca', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  issue(dir, 'client', '/CN=Associacao de Teste', 'ca', 'extendedKeyUsage=clientAuth\n');
  authority(dir, 'other-ca', '/CN=Outra CA');
  issue(dir, 'stranger', '/CN=Desconhecido', 'other-ca', 'extendedKeyUsage=clientAuth\n');
  return {
    dir,
    caFile: join(dir, 'ca.crt'),
    serverCert: join(dir, 'server.crt'),
    serverKey: join(dir, 'server.key'),
    clientCertFile: join(dir, 'client.crt'),
    clientKeyFile: join(dir, 'client.key'),
    strangerCertFile: join(dir, 'stranger.crt'),
    strangerKeyFile: join(dir, 'stranger.key'),
    issueClient: (name, commonName) => {
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`certificate name ${name}: letters, digits and -`);
      issue(dir, name, `/CN=${commonName}`, 'ca', 'extendedKeyUsage=clientAuth\n');
      return { certFile: join(dir, `${name}.crt`), keyFile: join(dir, `${name}.key`) };
    },
    read: (file) => readFileSync(file),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
