import type { InstallCheckResult } from '@vitrina/contracts/platform';
import { messages } from '@vitrina/contracts/messages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `<script>` loading `/widget.js` for this site, from whatever origin the merchant wrote. */
function hasWidgetScript(body: string, siteId: number): boolean {
  const src = `src\\s*=\\s*["']?[^"'\\s>]*/widget\\.js\\?(?:[^"'\\s>]*&(?:amp;)?)?site_id=${siteId}(?![0-9])`;
  return new RegExp(`<script\\b[^>]*\\b${src}`, 'i').test(body);
}

/** An element whose id is the widget's container id. */
function hasContainer(body: string, tagDiv: string): boolean {
  return new RegExp(`<[a-z][^>]*\\bid\\s*=\\s*["']?${escapeRegExp(tagDiv)}(?=["'\\s/>])`, 'i').test(
    body,
  );
}

function detailOf(scriptFound: boolean, containerFound: boolean, tagDiv: string) {
  if (scriptFound && containerFound) return messages.installCheck.installed;
  if (scriptFound) return messages.installCheck.containerMissing(tagDiv);
  if (containerFound) return messages.installCheck.scriptMissing;
  return messages.installCheck.nothingFound;
}

/** Whether the page's HTML carries both snippets of the integration tab. */
export function checkInstallPage(body: string, siteId: number, tagDiv: string): InstallCheckResult {
  const scriptFound = hasWidgetScript(body, siteId);
  const containerFound = hasContainer(body, tagDiv);
  return {
    script_found: scriptFound,
    container_found: containerFound,
    detail: detailOf(scriptFound, containerFound, tagDiv),
  };
}
