// What the soak's cluster talks to besides its database: a real SMTP server, the Bot API
// stand-in, and the merchants' sites (on names that resolve to loopback in the servers), all on
// loopback. Telegram reaches the processes by webhook through the proxy's HTTPS listener, as it
// must with several processes: long polling is one process's.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { VERIFICATION_COMMENT_LABEL } from '@vitrina/contracts/embedding';
import { freePort } from '../../src/testing/free-port';
import { startSmtpServer, type TestSmtpServer } from '../../src/testing/smtp-server';
import type { TlsFiles } from '../cluster/cluster';
import { findExecutable } from '../cluster/proxies/proxy';

/** Merchants' domains: the servers' preload (merchant-dns.mjs) finds them on loopback. */
export const SITE_SUFFIX = 'soak.vitrina.test';
const merchantDns = new URL('./merchant-dns.mjs', import.meta.url).pathname;

/** The merchants' sites: one server answering each domain with its verification comment. */
export interface SitePages {
  /** The page whose comment proves `domain` is the merchant's, once `code` is set for it. */
  pageUrl(domain: string): string;
  setCode(domain: string, code: string): void;
  close(): Promise<void>;
}

export interface World {
  smtp: TestSmtpServer;
  /** Undefined when Telegram is left out (asked, or no openssl for the webhook's certificate). */
  bot: BotApiServer | undefined;
  sites: SitePages;
  /** The proxy's HTTPS listener for the webhook: its files and port. */
  tls: (TlsFiles & { port: number }) | undefined;
  /** What every server process needs to reach this world. */
  env: Record<string, string>;
  close(): Promise<void>;
}

async function startSitePages(): Promise<SitePages> {
  const codes = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const code = codes.get(host);
    response.writeHead(code ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(code ? `<html><!-- ${VERIFICATION_COMMENT_LABEL}:${code} --></html>` : '');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    pageUrl: (domain) => `http://${domain}:${port}/`,
    setCode: (domain, code) => codes.set(domain, code),
    close: async () => {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

/**
 * A certificate for 127.0.0.1 made by openssl, which this process then trusts: the Bot API
 * stand-in here posts to the proxy's HTTPS listener with it. Undefined without openssl.
 */
async function selfSignedCertificate(folder: string): Promise<TlsFiles | undefined> {
  const openssl = findExecutable('openssl');
  if (!openssl) return undefined;
  const files = { certFile: join(folder, 'cert.pem'), keyFile: join(folder, 'key.pem') };
  await promisify(execFile)(openssl, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    files.keyFile,
    '-out',
    files.certFile,
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  const certificate = await readFile(files.certFile, 'utf8');
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), certificate]);
  return files;
}

export async function startWorld({ telegram }: { telegram: boolean }): Promise<World> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-soak-world-'));
  const smtp = await startSmtpServer();
  const sites = await startSitePages();
  const certificate = telegram ? await selfSignedCertificate(folder) : undefined;
  const tlsFiles = certificate && { ...certificate, port: await freePort() };
  const bot = tlsFiles ? await startBotApiServer() : undefined;
  const env: Record<string, string> = {
    SMTP_URL: smtp.url,
    ALLOW_PRIVATE_FETCH: '1',
    NODE_OPTIONS: `--import ${merchantDns}`,
    ...(bot &&
      tlsFiles && {
        TELEGRAM_BOT_TOKEN: bot.token,
        TELEGRAM_API_ROOT: bot.apiRoot,
        TELEGRAM_WEBHOOK_URL: `https://127.0.0.1:${tlsFiles.port}`,
      }),
  };
  return {
    smtp,
    bot,
    sites,
    tls: tlsFiles,
    env,
    async close() {
      await bot?.close();
      await sites.close();
      await smtp.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
