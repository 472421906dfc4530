// A template filled with an order (issue 36): the server renders messages with it, the console
// its preview and its refusals before a save. Plain code (no zod). The result is plain text;
// each channel escapes it whole, the merchant's words with the buyer's (a letter's HTML part).
import {
  MESSAGE_TEMPLATE_LIMITS,
  messageTemplateMessages,
  OPTIONAL_PLACEHOLDERS,
  placeholderToken,
  TEMPLATE_PLACEHOLDERS,
  type MessageTemplateKind,
  type Placeholder,
} from './message-template-texts';

/**
 * What a placeholder becomes: a text (its line breaks kept), paragraphs (the first goes on with
 * the text before the placeholder, the last with the text after), or null for what the order
 * lacks: the line holding it is left out.
 */
export type PlaceholderValue = string | string[] | null;
export type PlaceholderValues = Partial<Record<Placeholder, PlaceholderValue>>;

/** A word in braces with no space or brace inside: `{номер}`; `{ нет }` is plain text. */
const TOKEN = /\{([^{}\s]+)\}/g;

/** The placeholders a text holds, as written (`{Номер}` too), each once, in their order. */
export function tokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[0]))];
}

const isBlank = (line: string) => line.trim() === '';

/** A line naming something the order lacks: it is left out. */
const lacksValue = (line: string, values: PlaceholderValues) =>
  [...line.matchAll(TOKEN)].some((match) => values[match[1] as Placeholder] === null);

/** The template's paragraphs (runs of lines between blank lines), each a list of its lines. */
function paragraphsOf(template: string): string[][] {
  const paragraphs: string[][] = [[]];
  for (const line of template.replace(/\r\n?/g, '\n').split('\n')) {
    if (!isBlank(line)) paragraphs.at(-1)!.push(line);
    else if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
  }
  return paragraphs;
}

/**
 * The message's paragraphs: the template's, each placeholder replaced by its value once (a value
 * is never read for placeholders), lines naming what the order lacks left out, and paragraphs
 * left with nothing dropped. A placeholder with no value given stays as written.
 */
export function renderTemplate(template: string, values: PlaceholderValues): string[] {
  const rendered: string[] = [];
  for (const paragraph of paragraphsOf(template)) {
    const lines = paragraph.filter((line) => !lacksValue(line, values));
    if (lines.length === 0) continue;
    let current = '';
    lines.forEach((line, index) => {
      if (index > 0) current += '\n';
      let last = 0;
      for (const match of line.matchAll(TOKEN)) {
        current += line.slice(last, match.index);
        last = match.index + match[0].length;
        const value = values[match[1] as Placeholder];
        if (typeof value === 'string') current += value;
        else if (value) {
          value.forEach((part, at) => {
            if (at > 0) {
              rendered.push(current);
              current = '';
            }
            current += part;
          });
        } else current += match[0];
      }
      current += line.slice(last);
    });
    rendered.push(current);
  }
  return rendered;
}

/**
 * Why a template of `kind` may not be kept, first reason first; none when it may. Placeholders
 * the template may not hold are named; so are those an order may lack when every line holds one.
 */
export function templateProblems(kind: MessageTemplateKind, text: string): string[] {
  if (isBlank(text)) return [messageTemplateMessages.textRequired];
  const problems: string[] = [];
  const max = MESSAGE_TEMPLATE_LIMITS[kind];
  if (text.length > max) problems.push(messageTemplateMessages.tooLong(max));
  const allowed = TEMPLATE_PLACEHOLDERS[kind].map(placeholderToken);
  const unknown = tokensIn(text).filter((token) => !allowed.includes(token));
  if (unknown.length > 0) {
    problems.push(messageTemplateMessages.unknownPlaceholders(unknown, allowed));
  }
  const optional = OPTIONAL_PLACEHOLDERS.filter((each) =>
    (TEMPLATE_PLACEHOLDERS[kind] as readonly Placeholder[]).includes(each),
  );
  const lacking = Object.fromEntries(optional.map((each) => [each, null]));
  const steady = text
    .split(/\r\n?|\n/)
    .some((line) => !isBlank(line) && !lacksValue(line, lacking));
  if (!steady) problems.push(messageTemplateMessages.noSteadyLine(optional.map(placeholderToken)));
  return problems;
}
