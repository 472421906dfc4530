import { resolve } from 'node:path';
import { z } from 'zod';
import { fromServerRoot } from '../server-root';
import { integerBetween, urlWithProtocols, type VariablesOf } from './variable-rules';

export interface HttpSettings {
  port: number;
  host: string;
  /** Origin used in links of letters, without a trailing slash. */
  publicUrl: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (per-IP limits, logs):
   * none, a number of hops, or proxy addresses and networks.
   */
  trustProxy: false | number | string[];
  consoleDir: string;
  widgetFile: string;
  /** The folder of the legal pages' Markdown (privacy.md, license.md), which an operator may replace. */
  legalDir: string;
  timeouts: HttpTimeouts;
}

/**
 * How long a client may hold a connection at each stage, in milliseconds: without them a client
 * sending its request a byte at a time keeps the connection, and its parser, forever.
 */
export interface HttpTimeouts {
  /** From the connection's start until the request's headers have all arrived. */
  headersMs: number;
  /** From the connection's start until the whole request, its body included, has arrived. */
  requestMs: number;
  /** Between requests on a kept-alive connection. */
  keepAliveMs: number;
  /** Of silence on a connection at any stage: a backstop for a peer that stops reading answers. */
  idleMs: number;
}

/**
 * Request bodies are small (1 MiB at most), so 30 s lets a slow mobile link send one and cuts a
 * trickle short. Keep-alive outlasts the 60 s idle timeout of common reverse proxies, so the
 * proxy, not the server, closes an idle connection and never sends onto a closing one. The idle
 * backstop is longer than all of them, so it never cuts what they allow.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
};

/** The repository's own legal pages, used unless LEGAL_DIR names others. */
export const DEFAULT_LEGAL_DIR = fromServerRoot('../../docs/legal');

/** A hop count (`1`), or addresses and networks (`10.0.0.0/8,loopback`) as Fastify reads them. */
function trustedProxies() {
  const message = 'must be a number of hops or a comma-separated list of proxy addresses';
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
  return z.string().transform((value, context) => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((item) => item.trim());
    if (addresses.every((item) => address.test(item))) return addresses;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

export const httpVariables = {
  PORT: integerBetween(0, 65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  TRUST_PROXY: trustedProxies().optional(),
  CONSOLE_DIR: z.string().default(fromServerRoot('../console/dist')),
  WIDGET_FILE: z.string().default(fromServerRoot('../widget/dist/widget.js')),
  LEGAL_DIR: z.string().default(DEFAULT_LEGAL_DIR),
};

export function readHttpSettings(variables: VariablesOf<typeof httpVariables>): HttpSettings {
  return {
    port: variables.PORT,
    host: variables.HOST,
    publicUrl: (variables.PUBLIC_URL ?? `http://localhost:${variables.PORT}`).replace(/\/+$/, ''),
    trustProxy: variables.TRUST_PROXY ?? false,
    consoleDir: resolve(variables.CONSOLE_DIR),
    widgetFile: resolve(variables.WIDGET_FILE),
    legalDir: resolve(variables.LEGAL_DIR),
    timeouts: DEFAULT_HTTP_TIMEOUTS,
  };
}
