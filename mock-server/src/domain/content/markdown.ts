/**
 * The content pages are written as a small Markdown (pages/<code>.<lang>.md) and served as HTML
 * sections. Only what editors need, and only markup the site's sanitiser keeps:
 *   # Title            the article's title (first line)
 *   > summary          one line under the title
 *   ## Heading {#id}   a section; in a FAQ a group, whose questions are `### Question {#id}`
 *   ### Sub-heading    inside an article section, an h3
 *   - item / 1. item   lists; | a | b | rows make a table (the first row is its head)
 *   **strong**, [text](/path or https://...)
 * Everything else is text and is escaped. A link that is neither a site path nor https is a
 * mistake in the page, so parsing throws rather than serving it.
 */

export interface Section {
  id: string;
  title: string;
  group: string | null;
  html: string;
}

export interface ParsedPage {
  title: string;
  summary: string;
  sections: Section[];
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A site path (not protocol-relative) or an https URL. */
export const isSafeLink = (href: string) => /^\/(?!\/)[\w\-./?=&#%]*$/.test(href) || /^https:\/\/[\w.-]+(\/[\w\-./?=&#%@~]*)?$/.test(href);

function inline(text: string): string {
  let out = '';
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    out += escapeHtml(text.slice(last, match.index));
    if (match[1] !== undefined) out += `<strong>${escapeHtml(match[1])}</strong>`;
    else {
      const href = match[3]!;
      if (!isSafeLink(href)) throw new Error(`unsafe link in content: ${href}`);
      const external = href.startsWith('https://') ? ' target="_blank" rel="noopener noreferrer"' : '';
      out += `<a href="${escapeHtml(href)}"${external}>${escapeHtml(match[2]!)}</a>`;
    }
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const HEADING = /^(#{2,3}) (.+?)(?: \{#([a-z0-9-]{1,64})\})?$/;

/** Renders the body lines of one section: paragraphs, h3, lists and tables. */
function renderBlocks(lines: string[]): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  let table: string[][] | null = null;
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list) out.push(`<${list.tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.tag}>`);
    if (table) {
      const [head, ...rows] = table;
      const cells = (row: string[], tag: string) => `<tr>${row.map((cell) => `<${tag}>${inline(cell)}</${tag}>`).join('')}</tr>`;
      out.push(`<table><thead>${cells(head!, 'th')}</thead><tbody>${rows.map((row) => cells(row, 'td')).join('')}</tbody></table>`);
    }
    paragraph = [];
    list = null;
    table = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    const bullet = /^- (.+)$/.exec(line);
    const numbered = /^\d+\. (.+)$/.exec(line);
    if (!line) flush();
    else if (line.startsWith('### ')) {
      flush();
      out.push(`<h3>${inline(line.slice(4))}</h3>`);
    } else if (line.startsWith('|')) {
      if (!table) flush();
      (table ??= []).push(line.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim()));
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      if (!list || list.tag !== tag) flush();
      (list ??= { tag, items: [] }).items.push((bullet ?? numbered)![1]!);
    } else {
      if (list || table) flush();
      paragraph.push(line);
    }
  }
  flush();
  return out.join('');
}

/**
 * Parses a page. In an ARTICLE each `##` is a section (its `###` stay inside it); in a FAQ each
 * `###` is a question section in the group of the `##` above it.
 */
export function parsePage(source: string, layout: 'ARTICLE' | 'FAQ', name: string): ParsedPage {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const first = lines.shift() ?? '';
  if (!first.startsWith('# ')) throw new Error(`${name}: the first line must be "# Title"`);
  const title = first.slice(2).trim();
  let summary = '';
  const sections: Section[] = [];
  let group: string | null = null;
  let current: { id: string; title: string; group: string | null; lines: string[] } | null = null;
  const close = () => {
    if (current) sections.push({ id: current.id, title: current.title, group: current.group, html: renderBlocks(current.lines) });
    current = null;
  };
  for (const line of lines) {
    const heading = HEADING.exec(line.trim());
    const opensSection = heading && (layout === 'ARTICLE' ? heading[1] === '##' : heading[1] === '###');
    if (!current && !summary && line.startsWith('> ')) summary = line.slice(2).trim();
    else if (heading && layout === 'FAQ' && heading[1] === '##') {
      close();
      group = heading[2]!;
    } else if (opensSection) {
      close();
      if (!heading[3]) throw new Error(`${name}: section "${heading[2]}" needs an {#id}`);
      current = { id: heading[3], title: heading[2]!, group: layout === 'FAQ' ? group : null, lines: [] };
    } else if (current) current.lines.push(line);
    else if (line.trim()) throw new Error(`${name}: text before the first section: ${line}`);
  }
  close();
  return { title, summary, sections };
}

/** The body of one section (paragraphs, lists, tables) from its Markdown. */
export const renderBody = (markdown: string): string => renderBlocks(markdown.split('\n'));
