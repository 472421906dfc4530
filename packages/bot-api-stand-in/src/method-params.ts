import type { IncomingMessage } from 'node:http';
import { badRequest } from './errors';

/**
 * A method's parameters as the Bot API reads them: the query string, then a JSON body or the
 * fields of a form (urlencoded or multipart), where numbers, flags and objects come as text.
 */
export class MethodParams {
  constructor(private readonly values: Record<string, unknown>) {}

  has(name: string): boolean {
    return this.values[name] !== undefined && this.values[name] !== '';
  }

  optionalString(name: string): string | undefined {
    const value = this.values[name];
    if (value === undefined) return undefined;
    if (typeof value === 'object') throw badRequest(`field "${name}" must be of type String`);
    return String(value);
  }

  /** Telegram words a missing required value as "<what> is empty". */
  string(name: string, what = name): string {
    const value = this.optionalString(name);
    if (!value) throw badRequest(`${what} is empty`);
    return value;
  }

  optionalInteger(name: string): number | undefined {
    const value = this.optionalString(name);
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!Number.isSafeInteger(number)) throw badRequest(`field "${name}" must be an Integer`);
    return number;
  }

  integer(name: string, what = name): number {
    const value = this.optionalInteger(name);
    if (value === undefined) throw badRequest(`${what} is empty`);
    return value;
  }

  boolean(name: string): boolean {
    const value = this.values[name];
    return value === true || value === 'true' || value === '1';
  }

  /** An object or array: as it is in a JSON body, JSON text in a form field. */
  json<T>(name: string): T | undefined {
    const value = this.values[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return value as T;
    try {
      return JSON.parse(value) as T;
    } catch {
      throw badRequest(`can't parse ${name} JSON object`);
    }
  }

  /** The parameters as they arrived, for tests to read. */
  toJSON(): Record<string, unknown> {
    return this.values;
  }
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = Buffer.concat(await request.toArray());
  if (body.length === 0) return {};
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    try {
      return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw badRequest("can't parse JSON object");
    }
  }
  // The platform's own parser reads both urlencoded and multipart forms.
  const form = await new Response(body, { headers: { 'content-type': type } })
    .formData()
    .catch(() => {
      throw badRequest(`unsupported content type "${type}"`);
    });
  return Object.fromEntries(form);
}

export async function readMethodParams(request: IncomingMessage, url: URL): Promise<MethodParams> {
  return new MethodParams({
    ...Object.fromEntries(url.searchParams),
    ...(await readBody(request)),
  });
}
