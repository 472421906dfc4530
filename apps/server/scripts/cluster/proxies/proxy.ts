// What each proxy of a cluster is given and gives back, whichever program it is.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's nginx, HAProxy, or node's http-proxy in the cluster's own process. */
export type ProxyKind = 'nginx' | 'haproxy' | 'node';

/** A certificate and its key, PEM files, for a second listener that speaks HTTPS. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export interface ProxyOptions {
  /** The loopback ports of the server processes. */
  upstreams: number[];
  /** Where a process answers 200 while it should take traffic, for a proxy that checks. */
  healthPath: string;
  /** The loopback port it listens on. */
  port: number;
  /** With `tlsPort`: the same, over HTTPS (Telegram posts its webhook to https addresses only). */
  tls?: TlsFiles & { port: number };
  /** A folder of the cluster's for the proxy's configuration, pid, logs and buffers. */
  workDir: string;
  /** What the proxy itself says (not its access log, which stays in `workDir`). */
  onLine(line: string): void;
}

export interface RunningProxy {
  kind: ProxyKind;
  url: string;
  /** The HTTPS listener's address, when one was asked for. */
  tlsUrl: string | undefined;
  /** The program's process, when it runs in one of its own. */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * The response header each proxy adds: the address of the process that answered. The cluster
 * and its test see the load spread by it; a production proxy need not tell the world.
 */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * The route of the shop's Server-Sent Events (features/shop-events): a proxy must pass each
 * event on as it comes, and hold the stream longer than its usual read timeout.
 */
export const EVENT_STREAM_PATH = '/api/v1/events/stream';

/** Seconds a request may wait for the process's answer, and an event stream between events. */
export const READ_TIMEOUT_SECONDS = 75;
export const STREAM_TIMEOUT_SECONDS = 3600;
/** Photos: 10 of 15 MiB in one upload; an import file is at most 50 MiB. */
export const MAX_BODY_MEGABYTES = 160;

/**
 * The program on the PATH, or in the sbin folders Debian installs daemons to (which a non-root
 * PATH leaves out); undefined when there is none.
 */
export function findExecutable(name: string): string | undefined {
  const folders = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/local/sbin',
    '/usr/sbin',
    '/sbin',
  ];
  for (const folder of folders.filter(Boolean)) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/** nginx when installed, else HAProxy, else node's http-proxy. */
export function availableProxy(): ProxyKind {
  if (findExecutable('nginx')) return 'nginx';
  if (findExecutable('haproxy')) return 'haproxy';
  return 'node';
}
