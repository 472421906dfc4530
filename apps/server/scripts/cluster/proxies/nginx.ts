// nginx in front of the processes: a configuration written to the cluster's folder, run in the
// foreground without root (its pid, logs and buffers in that folder), listening on loopback.
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EVENT_STREAM_PATH,
  MAX_BODY_MEGABYTES,
  READ_TIMEOUT_SECONDS,
  STREAM_TIMEOUT_SECONDS,
  UPSTREAM_HEADER,
  findExecutable,
  type ProxyOptions,
  type RunningProxy,
} from './proxy';
import { runProxyProgram } from './proxy-program';

/** What nginx.conf says, given where the cluster's files go. */
export function nginxConfig({ upstreams, port, tls, workDir }: ProxyOptions): string {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const tlsListener = tls
    ? [
        `    listen 127.0.0.1:${tls.port} ssl;`,
        `    ssl_certificate ${tls.certFile};`,
        `    ssl_certificate_key ${tls.keyFile};`,
      ].join('\n')
    : '';
  return `# Written by the cluster script for this run; see the README's «Running in production».
worker_processes 1;
pid ${join(workDir, 'nginx.pid')};
# Said on its standard error, which the cluster prints with the prefix «nginx».
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  client_body_temp_path ${join(workDir, 'nginx-body')};
  proxy_temp_path ${join(workDir, 'nginx-proxy')};
  fastcgi_temp_path ${join(workDir, 'nginx-fastcgi')};
  uwsgi_temp_path ${join(workDir, 'nginx-uwsgi')};
  scgi_temp_path ${join(workDir, 'nginx-scgi')};
  log_format upstreams '$remote_addr [$time_iso8601] "$request" $status $request_time '
                       'upstream=$upstream_addr upstream_status=$upstream_status id=$request_id';
  access_log ${join(workDir, 'nginx-access.log')} upstreams;

  upstream vitrina {
${servers}
    # Connections kept open to the processes, rather than one per request.
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
${tlsListener}
    client_max_body_size ${MAX_BODY_MEGABYTES}m;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The processes believe one hop (TRUST_PROXY=1): the address nginx saw is the last one here.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # The processes log each request under this id and answer with it: one id in both logs.
    proxy_set_header X-Request-Id $request_id;
    # A process that refuses the connection or does not answer in time: the next one. nginx
    # sends a POST or a PATCH there only while it was not yet sent to the first.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout ${READ_TIMEOUT_SECONDS}s;
    add_header ${UPSTREAM_HEADER} $upstream_addr always;

    location / {
      proxy_pass http://vitrina;
    }

    # Server-Sent Events: each event passed on as it comes, the stream held for long.
    location = ${EVENT_STREAM_PATH} {
      proxy_pass http://vitrina;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout ${STREAM_TIMEOUT_SECONDS}s;
    }
  }
}
`;
}

export async function startNginx(options: ProxyOptions): Promise<RunningProxy> {
  const command = findExecutable('nginx');
  if (!command) throw new Error('nginx is not installed');
  const configFile = join(options.workDir, 'nginx.conf');
  await writeFile(configFile, nginxConfig(options));
  // Run as root, nginx's workers drop to nobody, who must reach the buffers' folders.
  await chmod(options.workDir, 0o755);
  const url = `http://127.0.0.1:${options.port}`;
  const running = await runProxyProgram({
    command,
    // -e: where errors go before the configuration is read (else /var/log/nginx, root's).
    args: ['-p', options.workDir, '-e', 'stderr', '-c', configFile, '-g', 'daemon off;'],
    url,
    // SIGQUIT would wait for the open event streams; SIGTERM closes them.
    stopSignal: 'SIGTERM',
    onLine: options.onLine,
  });
  return {
    kind: 'nginx',
    url,
    tlsUrl: options.tls && `https://127.0.0.1:${options.tls.port}`,
    pid: running.pid,
    stop: running.stop,
  };
}
