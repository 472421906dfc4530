/** What an XMLHttpRequest came to: an answer with its status, or no answer at all. */
export type FormOutcome =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'ABORTED' };

export interface FormRequest {
  url: string;
  form: FormData;
  /** Sent as `Authorization: Bearer …` when there is one. */
  accessToken: string | null;
  /** Bytes of the body sent so far, of all. */
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form through XMLHttpRequest, which reports the bytes of the body as they
 * leave (fetch does not, short of a streaming body that not every browser sends). Cookies and
 * the Bearer token go as the base query sends them. Never rejects: a failure is an outcome.
 */
export function sendForm({
  url,
  form,
  accessToken,
  onProgress,
  signal,
}: FormRequest): Promise<FormOutcome> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve({ status: 'ABORTED' });
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    if (accessToken !== null) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    const abort = () => request.abort();
    const settle = (outcome: FormOutcome) => {
      signal.removeEventListener('abort', abort);
      resolve(outcome);
    };
    request.addEventListener('load', () =>
      settle({ status: request.status, data: parsed(request.responseText) }),
    );
    request.addEventListener('error', () =>
      settle({ status: 'FETCH_ERROR', error: 'The upload did not reach the server' }),
    );
    request.addEventListener('abort', () => settle({ status: 'ABORTED' }));
    signal.addEventListener('abort', abort);
    request.send(form);
  });
}
