import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** Sends a file to save: its type and name, and the body as it is or as it streams. */
export function sendFile(
  reply: FastifyReply,
  type: string,
  name: string,
  body: string | Buffer | Readable,
) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}
