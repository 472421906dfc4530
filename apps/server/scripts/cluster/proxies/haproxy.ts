// HAProxy in front of the processes, when it is installed and nginx is not: a configuration in
// the cluster's folder, run in the foreground (-db) without root, listening on loopback.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  READ_TIMEOUT_SECONDS,
  STREAM_TIMEOUT_SECONDS,
  UPSTREAM_HEADER,
  findExecutable,
  type ProxyOptions,
  type RunningProxy,
} from './proxy';
import { runProxyProgram } from './proxy-program';

/** What haproxy.cfg says; `tlsPem` is the certificate and its key in one file, as HAProxy wants. */
export function haproxyConfig(
  { upstreams, port, tls, healthPath }: ProxyOptions,
  tlsPem?: string,
): string {
  // Named by address, so the header of the one that answered reads as nginx's does.
  const servers = upstreams
    .map(
      (upstream) =>
        `  server 127.0.0.1:${upstream} 127.0.0.1:${upstream} check inter 1s fall 1 rise 1`,
    )
    .join('\n');
  const tlsBind = tls && tlsPem ? `  bind 127.0.0.1:${tls.port} ssl crt ${tlsPem}\n` : '';
  return `# Written by the cluster script for this run; see the README's «Running in production».
global
  maxconn 4096
  log stderr format raw local0 warning

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client ${READ_TIMEOUT_SECONDS}s
  timeout server ${READ_TIMEOUT_SECONDS}s
  timeout http-request 30s
  timeout tunnel ${STREAM_TIMEOUT_SECONDS}s
  # The processes believe one hop (TRUST_PROXY=1): the address HAProxy saw comes last.
  option forwardfor
  # A process that refuses the connection: the next one, whatever the method (nothing was sent).
  # One that closes or times out after the request went: again only for a request that may run
  # twice; never a POST or a PATCH.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend vitrina
  bind 127.0.0.1:${port}
${tlsBind}  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
  # The processes log each request under this id and answer with it.
  http-request set-header X-Request-Id %[uuid()]
  http-request disable-l7-retry if METH_POST || { method PATCH }
  default_backend processes

backend processes
  balance roundrobin
  # Each process checked every second: out at the first failure, back at the first success.
  option httpchk GET ${healthPath}
  http-response set-header ${UPSTREAM_HEADER} %[srv_name]
${servers}
`;
}

export async function startHaproxy(options: ProxyOptions): Promise<RunningProxy> {
  const command = findExecutable('haproxy');
  if (!command) throw new Error('HAProxy is not installed');
  let tlsPem: string | undefined;
  if (options.tls) {
    tlsPem = join(options.workDir, 'haproxy-tls.pem');
    const [cert, key] = await Promise.all([
      readFile(options.tls.certFile, 'utf8'),
      readFile(options.tls.keyFile, 'utf8'),
    ]);
    await writeFile(tlsPem, `${cert}\n${key}`, { mode: 0o600 });
  }
  const configFile = join(options.workDir, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(options, tlsPem));
  const url = `http://127.0.0.1:${options.port}`;
  const running = await runProxyProgram({
    command,
    args: ['-f', configFile, '-db'],
    url,
    // Its hard stop: open event streams would hold a soft one.
    stopSignal: 'SIGTERM',
    onLine: options.onLine,
  });
  return {
    kind: 'haproxy',
    url,
    tlsUrl: options.tls && `https://127.0.0.1:${options.tls.port}`,
    pid: running.pid,
    stop: running.stop,
  };
}
