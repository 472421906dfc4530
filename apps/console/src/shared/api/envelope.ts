/** The server's success body: `{ data: … }`. */
export interface Envelope<T> {
  data: T;
}

/** The server's answer to a delete: `{ message: … }`. */
export interface MessageReply {
  message: string;
}

/** Unwraps `{ data }`, as every read's `transformResponse`. */
export const dataOf = <T>(response: Envelope<T>): T => response.data;

/** `?tree=A&tree=B`: the parts of an object a read asks the server to include. */
export const treeParams = (parts: readonly string[]) =>
  new URLSearchParams(parts.map((part) => ['tree', part]));
