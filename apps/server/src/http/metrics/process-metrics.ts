import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC, handles), made once per process
 * and shared by every app it builds. They are the process's, not an app's; and prom-client
 * starts an event-loop delay monitor and a GC observer for each collection and never stops them,
 * so a collection per app would leave one of each behind every closed app (tests build hundreds).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
