import { Marked, type Token, type Tokens } from 'marked';

/**
 * The content pages (pages/<code>.<lang>.md) are Markdown, read by marked and served as HTML
 * sections. A page is laid out as:
 *   # Title            the page's title (first line)
 *   > summary          one line under the title
 *   ## Heading {#id}   a section; in a FAQ a group, whose questions are `### Question {#id}`
 *   ---                (optional, last) then a list of links: the pages to read next
 * In a section: paragraphs, `###` sub-headings (ARTICLE), lists, GFM tables (the first row is the
 * head), **strong** and [links](/path or https://...). That is the markup the site's sanitiser
 * keeps (web/src/components/article/safe-html.ts); raw HTML is text, and anything else (emphasis,
 * code, images, quotes inside a section) or a link that is neither a site path nor https is a
 * mistake in the page, so parsing throws rather than serving it.
 */

export interface Section {
  id: string;
  title: string;
  group: string | null;
  html: string;
}

interface RelatedLink {
  title: string;
  link: string;
}

export interface ParsedPage {
  title: string;
  summary: string;
  sections: Section[];
  /** The links after the closing `---`; none when the page has no such list. */
  related: RelatedLink[];
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A site path (not protocol-relative) or an https URL. */
export const isSafeLink = (href: string) => /^\/(?!\/)[\w\-./?=&#%]*$/.test(href) || /^https:\/\/[\w.-]+(\/[\w\-./?=&#%@~]*)?$/.test(href);

/** The tokens a section may hold: what renders to p, h3, ul/ol/li, table, strong and a. */
const KEPT = new Set<Token['type']>(['space', 'paragraph', 'heading', 'list', 'list_item', 'table', 'strong', 'link', 'text', 'escape']);

const markdown = new Marked({
  gfm: true,
  // Raw HTML is not markup here: `<script>` is text, escaped like any other. A bare URL stays
  // text too: a link is always [text](href), so the check below sees every one.
  tokenizer: { html: () => undefined, tag: () => undefined, url: () => undefined },
  renderer: {
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>`;
    },
    heading({ tokens }) {
      return `<h3>${this.parser.parseInline(tokens)}</h3>`;
    },
    list({ ordered, items }) {
      const tag = ordered ? 'ol' : 'ul';
      return `<${tag}>${items.map((item) => this.listitem(item)).join('')}</${tag}>`;
    },
    listitem({ tokens }) {
      return `<li>${this.parser.parse(tokens)}</li>`;
    },
    table({ header, rows }) {
      const row = (cells: Tokens.TableCell[], tag: 'th' | 'td') => `<tr>${cells.map((cell) => `<${tag}>${this.parser.parseInline(cell.tokens)}</${tag}>`).join('')}</tr>`;
      return `<table><thead>${row(header, 'th')}</thead><tbody>${rows.map((cells) => row(cells, 'td')).join('')}</tbody></table>`;
    },
    link({ href, tokens }) {
      const external = href.startsWith('https://') ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${external}>${this.parser.parseInline(tokens)}</a>`;
    },
    // A line break inside a paragraph is a space, as the browser would show it.
    text(token) {
      return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : escapeHtml(token.text).replace(/\n/g, ' ');
    },
  },
});

/** Throws on markup the site would not keep, and on a link that is neither a site path nor https. */
function checkKept(tokens: Token[], name: string, layout: 'ARTICLE' | 'FAQ'): void {
  markdown.walkTokens(tokens, (token) => {
    if (!KEPT.has(token.type) || (token.type === 'heading' && (layout === 'FAQ' || token.depth !== 3))) {
      throw new Error(`${name}: ${token.type} is not kept in content: ${token.raw.trim().slice(0, 60)}`);
    }
    if (token.type === 'link' && !isSafeLink(token.href)) throw new Error(`${name}: unsafe link in content: ${token.href}`);
  });
}

const ANCHORED = /^(.+?)(?: \{#([a-z0-9-]{1,64})\})?$/;

/** The links of the closing list: each item one [title](link). */
function relatedLinks(tokens: Token[], name: string): RelatedLink[] {
  const [list, ...rest] = tokens.filter((t) => t.type !== 'space');
  if (list?.type !== 'list' || rest.length > 0) throw new Error(`${name}: after --- only a list of links may follow`);
  return (list as Tokens.List).items.map((item) => {
    const link = item.tokens.flatMap((t) => ('tokens' in t ? (t.tokens ?? []) : [t])).find((t): t is Tokens.Link => t.type === 'link');
    if (!link || !isSafeLink(link.href)) throw new Error(`${name}: each related item is one safe link: ${item.raw.trim()}`);
    return { title: link.text, link: link.href };
  });
}

/**
 * Parses a page. In an ARTICLE each `##` is a section (its `###` stay inside it); in a FAQ each
 * `###` is a question section in the group of the `##` above it.
 */
export function parsePage(source: string, layout: 'ARTICLE' | 'FAQ', name: string): ParsedPage {
  const tokens = markdown.lexer(source.replace(/\r\n/g, '\n')).filter((t) => t.type !== 'space');
  const first = tokens.shift();
  if (first?.type !== 'heading' || (first as Tokens.Heading).depth !== 1) throw new Error(`${name}: the first line must be "# Title"`);
  const summary = tokens[0]?.type === 'blockquote' ? (tokens.shift() as Tokens.Blockquote).text.trim() : '';
  const sections: Section[] = [];
  let related: RelatedLink[] = [];
  let group: string | null = null;
  let current: (Omit<Section, 'html'> & { tokens: Token[] }) | null = null;
  const close = () => {
    if (!current) return;
    checkKept(current.tokens, `${name}#${current.id}`, layout);
    sections.push({ id: current.id, title: current.title, group: current.group, html: markdown.parser(current.tokens) });
    current = null;
  };
  for (const [index, token] of tokens.entries()) {
    const depth = token.type === 'heading' ? (token as Tokens.Heading).depth : 0;
    const [, title, id] = depth ? ANCHORED.exec((token as Tokens.Heading).text.trim())! : [];
    if (token.type === 'hr') {
      related = relatedLinks(tokens.slice(index + 1), name);
      break;
    } else if (layout === 'FAQ' && depth === 2) {
      close();
      group = title!;
    } else if (depth === (layout === 'ARTICLE' ? 2 : 3)) {
      close();
      if (!id) throw new Error(`${name}: section "${title}" needs an {#id}`);
      current = { id, title: title!, group: layout === 'FAQ' ? group : null, tokens: [] };
    } else if (current) current.tokens.push(token);
    else throw new Error(`${name}: text before the first section: ${token.raw.trim()}`);
  }
  close();
  return { title: (first as Tokens.Heading).text.trim(), summary, sections, related };
}
