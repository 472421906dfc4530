/** What the console sent in one upload. */
export interface UploadCall {
  method: string;
  url: string;
  authorization: string | null;
  withCredentials: boolean;
  /** The form's field names, in order. */
  fieldNames: string[];
  files: File[];
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** An upload the test holds: it reports progress and answers when told. */
export interface PendingUpload {
  call: UploadCall;
  /** Reports this share of the body (0 to 1) as sent. */
  progress: (share: number) => void;
  /** Answers with this, or with what the fake server makes of the call. */
  respond: (answer?: UploadAnswer) => void;
  readonly aborted: boolean;
}

/** A little room for the multipart framing around the files, bytes. */
const FRAMING_BYTES = 200;

/**
 * An XMLHttpRequest at the network edge of a component test, as far as an upload uses it:
 * open, headers, credentials, send of a FormData, upload progress events, load and abort.
 * Each send is handed to `onSend` as a pending upload; `answer` makes its default answer.
 */
export function fakeXMLHttpRequestClass(
  onSend: (upload: PendingUpload) => void,
  answer: (call: UploadCall) => UploadAnswer,
) {
  return class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    #method = '';
    #url = '';
    #headers = new Map<string, string>();
    #settled = false;
    #aborted = false;

    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.#headers.set(name.toLowerCase(), value);
    }

    send(body: FormData) {
      const entries = [...body.entries()];
      const files = entries.flatMap(([, value]) => (value instanceof File ? [value] : []));
      const call: UploadCall = {
        method: this.#method,
        url: this.#url,
        authorization: this.#headers.get('authorization') ?? null,
        withCredentials: this.withCredentials,
        fieldNames: entries.map(([name]) => name),
        files,
      };
      const total = files.reduce((sum, file) => sum + file.size, FRAMING_BYTES);
      const isAborted = () => this.#aborted;
      onSend({
        call,
        get aborted() {
          return isAborted();
        },
        progress: (share) => {
          if (this.#settled) return;
          const loaded = Math.round(total * share);
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          );
        },
        respond: (given) => {
          if (this.#settled) return;
          this.#settled = true;
          const { status, body } = given ?? answer(call);
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.dispatchEvent(new ProgressEvent('load'));
        },
      });
    }

    abort() {
      if (this.#settled) return;
      this.#settled = true;
      this.#aborted = true;
      this.dispatchEvent(new ProgressEvent('abort'));
    }
  };
}
