import type { Letter } from './mailer';

const PRODUCT_NAME = 'Vitrina';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

export interface LetterContent {
  purpose: string;
  to: string;
  /** Follows the product's name in the subject line. */
  subject: string;
  /** Paragraphs before the link. */
  lead: string[];
  /** The label of the link's button. */
  action: string;
  link: string;
  /** Paragraphs after the link. */
  notes: string[];
  /**
   * The shop a letter speaks for, to its buyer: its subject then goes as written and the shop
   * signs it. Otherwise the product's name heads the subject and signs.
   */
  signedBy?: string;
}

/** A paragraph; its line breaks (an order's lines, a comment's) stay breaks. */
const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

function htmlBody(
  subject: string,
  signature: string,
  { lead, action, link, notes }: LetterContent,
): string {
  const href = escapeHtml(link);
  return [
    '<!doctype html>',
    `<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...lead.map(paragraph),
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 20px;` +
      `background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    paragraph('Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:'),
    `<p style="margin:0 0 16px;word-break:break-all"><a href="${href}">${href}</a></p>`,
    ...notes.map(paragraph),
    `<p style="margin:24px 0 0;color:#6b7280">— ${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
}

function textBody(signature: string, { lead, action, link, notes }: LetterContent): string {
  return [...lead, `${action}: ${link}`, ...notes, `— ${signature}`].join('\n\n');
}

/** A letter in both HTML and plain text, signed with the product's name or the shop's. */
export function composeLetter(content: LetterContent): Letter {
  const { purpose, to, link, signedBy } = content;
  const subject = signedBy ? content.subject : `${PRODUCT_NAME}: ${content.subject}`;
  const signature = signedBy ?? PRODUCT_NAME;
  const text = textBody(signature, content);
  return { purpose, to, subject, text, html: htmlBody(subject, signature, content), link };
}
