import { startHaproxy } from './haproxy';
import { startNginx } from './nginx';
import { startNodeProxy } from './node-proxy';
import type { ProxyKind, ProxyOptions, RunningProxy } from './proxy';

const starters: Record<ProxyKind, (options: ProxyOptions) => Promise<RunningProxy>> = {
  nginx: startNginx,
  haproxy: startHaproxy,
  node: startNodeProxy,
};

export function startProxy(kind: ProxyKind, options: ProxyOptions): Promise<RunningProxy> {
  return starters[kind](options);
}
