import { spawn } from 'node:child_process';

/**
 * Runs a command with its output kept rather than shown, for a step that runs beside another
 * whose output streams: resolves with the output on exit 0, rejects with it otherwise.
 */
export function runBuffered(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) resolve(output);
      else {
        const reason = signal ?? `exit ${code}`;
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} failed (${reason})`), { output }),
        );
      }
    });
  });
}
