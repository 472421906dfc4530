import { EventEmitter, once } from 'node:events';
import type http from 'node:http';
import { jpeg } from './images';
import { startTestServer, type TestServer } from './page-fetch-server';

/**
 * A photo server that holds every answer until the test lets it go: an import fetching from it
 * is caught mid-batch, for as long as the test needs, with no timing guessed.
 */
export async function startHeldPhotoServer() {
  const photo = await jpeg(40, 30);
  const waiting: http.ServerResponse[] = [];
  const asked: string[] = [];
  let released = false;
  const arrivals = new EventEmitter();
  const server: TestServer = await startTestServer('127.0.0.1', (request, response) => {
    asked.push(request.url ?? '');
    if (released) response.writeHead(200).end(photo);
    else waiting.push(response);
    arrivals.emit('asked');
  });
  return {
    asked,
    url: (path: string) => `http://127.0.0.1:${server.port}${path}`,
    /** Resolves once a photo has been asked for (the import is inside its batch). */
    async firstAsked() {
      if (!asked.length) await once(arrivals, 'asked');
    },
    /** Answers the held requests and every one after. */
    release() {
      released = true;
      for (const response of waiting.splice(0)) response.writeHead(200).end(photo);
    },
    close: () => server.close(),
  };
}
