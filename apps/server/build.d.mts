/** The types of build.mjs, for the benchmark that builds a variant of the server. */
export declare const BUNDLED: string[];
export declare function buildServer(options?: {
  outdir?: string;
  bundled?: string[];
}): Promise<unknown>;
