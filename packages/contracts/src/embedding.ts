// The texts a merchant pastes into their own site (spec §2.5, §2.6). Plain functions (no zod)
// so the console, the server and the widget build them alike.

/** The HTML comment that proves ownership of a domain once it is on one of its pages. */
export const verificationComment = (code: string) => `<!-- vitrina-verification: ${code} -->`;

/** Step 1 of the integration tab: the script tag for the page head. */
export const widgetScriptTag = (publicUrl: string, siteId: number) =>
  `<script src="${publicUrl.replace(/\/+$/, '')}/widget.js?site_id=${siteId}" async></script>`;

/** Step 2 of the integration tab: the container the showcase renders into. */
export const widgetContainer = (tagDiv: string) => `<div id="${tagDiv}"></div>`;
