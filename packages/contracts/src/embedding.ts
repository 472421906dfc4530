// The texts a merchant pastes into their own site (spec §2.5, §2.6). Plain functions (no zod)
// so the console, the server and the widget build them alike.

/** The label of the ownership comment; the server looks for it with any spacing. */
export const VERIFICATION_COMMENT_LABEL = 'vitrina-verification';

/** The HTML comment that proves ownership of a domain once it is on one of its pages. */
export const verificationComment = (code: string) =>
  `<!-- ${VERIFICATION_COMMENT_LABEL}: ${code} -->`;

/** Step 1 of the integration tab: the script tag for the page head. */
export const widgetScriptTag = (publicUrl: string, siteId: number) =>
  `<script src="${publicUrl.replace(/\/+$/, '')}/widget.js?site_id=${siteId}" async></script>`;

/** Step 2 of the integration tab: the container the showcase renders into. */
export const widgetContainer = (tagDiv: string) => `<div id="${tagDiv}"></div>`;
