// The texts a merchant pastes into their own site (spec §2.5, §2.6). Plain functions (no zod)
// so the console, the server and the widget build them alike.

/** The label of the ownership comment; the server looks for it with any spacing. */
export const VERIFICATION_COMMENT_LABEL = 'vitrina-verification';

/** The HTML comment that proves ownership of a domain once it is on one of its pages. */
export const verificationComment = (code: string) =>
  `<!-- ${VERIFICATION_COMMENT_LABEL}: ${code} -->`;

const withoutTrailingSlash = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** What the widget reads first on a page: the site's showcases, on Vitrina's origin. */
export const showcasesUrl = (origin: string, siteId: number) =>
  `${origin}/api/v1/public/sites/${siteId}/showcases`;

/** The script tag alone: what the installation check looks for on a merchant's page. */
export const widgetScriptTag = (publicUrl: string, siteId: number) =>
  `<script src="${withoutTrailingSlash(publicUrl)}/widget.js?site_id=${siteId}" async></script>`;

/**
 * Starts the showcases' request as the page's head is read, beside the script's rather than
 * after it: the widget's `fetch` takes up this very request (same address, CORS without
 * credentials), so the first card waits for the slower of the two, not for both in turn.
 */
export const showcasesPreloadTag = (publicUrl: string, siteId: number) =>
  `<link rel="preload" href="${showcasesUrl(withoutTrailingSlash(publicUrl), siteId)}" as="fetch" crossorigin>`;

/** Step 1 of the integration tab: what goes into the page head, the preload before the script. */
export const widgetHeadSnippet = (publicUrl: string, siteId: number) =>
  `${showcasesPreloadTag(publicUrl, siteId)}\n${widgetScriptTag(publicUrl, siteId)}`;

/** Step 2 of the integration tab: the container the showcase renders into. */
export const widgetContainer = (tagDiv: string) => `<div id="${tagDiv}"></div>`;
