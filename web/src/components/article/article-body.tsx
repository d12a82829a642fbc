import { Accordion, Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CmsArticle, CmsLink, CmsSection } from '../../api/cms-articles';
import { SmartLink } from '../smart-link';
import classes from './article.module.css';
import { ContentHtml } from './content-html';

/** Anchors get a prefix so a section id can never clash with an id the page already has. */
const anchorOf = (section: CmsSection) => `section-${section.id}`;

/** Scrolls to a section and moves focus there, without a route change (which would scroll to the top). */
function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

/** A table of contents for a long article: one link per section. */
function TableOfContents({ sections, title }: { sections: CmsSection[]; title: string }) {
  return (
    <Box component="nav" aria-labelledby="toc-title" className={classes.toc}>
      <Text id="toc-title" fw={700} size="sm" mb={6}>
        {title}
      </Text>
      <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Anchor href={`#${anchorOf(section)}`} onClick={(event) => jumpTo(event, anchorOf(section))} size="sm">
              {section.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/** The sections of an article, each an h2 with its anchor. */
export function ArticleSections({ sections }: { sections: CmsSection[] }) {
  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={anchorOf(section)}>
          <Title order={2} size="h3" id={anchorOf(section)} tabIndex={-1} className={classes.sectionTitle} mb="xs">
            {section.title}
          </Title>
          <ContentHtml html={section.html} className={classes.prose} />
        </section>
      ))}
    </Stack>
  );
}

/** A FAQ: each group an h2 over an accordion of its questions; a question opens its answer. */
function FaqSections({ sections }: { sections: CmsSection[] }) {
  const groups: { name: string; questions: CmsSection[] }[] = [];
  for (const section of sections) {
    const name = section.group ?? '';
    const group = groups.find((g) => g.name === name);
    if (group) group.questions.push(section);
    else groups.push({ name, questions: [section] });
  }
  return (
    <Stack gap="xl">
      {groups.map((group, index) => (
        <section key={group.name || index} aria-labelledby={`faq-group-${index}`}>
          <Title order={2} size="h3" id={`faq-group-${index}`} mb="sm">
            {group.name}
          </Title>
          <Accordion variant="separated" multiple chevronPosition="right">
            {group.questions.map((question) => (
              <Accordion.Item key={question.id} value={question.id} id={anchorOf(question)}>
                <Accordion.Control>{question.title}</Accordion.Control>
                <Accordion.Panel>
                  <ContentHtml html={question.html} className={classes.prose} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}

/** Pages the editors point readers to next. */
export function RelatedLinks({ links, title }: { links: CmsLink[]; title: string }) {
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="related-title" className={classes.related}>
      <Title order={2} size="h4" id="related-title" mb="xs">
        {title}
      </Title>
      <List spacing={4} size="sm">
        {links.map((link) => (
          <List.Item key={link.link}>
            <Anchor component={SmartLink} to={link.link} size="sm">
              {link.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/**
 * A whole article: its lead, a table of contents when it is long, its sections or questions,
 * related pages. `keys` is the locale key prefix of its words (`<keys>.toc`, `<keys>.related`):
 * each page that shows an article brings them with its own strings.
 */
export function ArticleBody({ article, keys }: { article: CmsArticle; keys: string }) {
  const { t } = useTranslation();
  const faq = article.layout === 'FAQ';
  return (
    <Stack gap="lg">
      {article.summary ? (
        <Text size="md" c="dimmed">
          {article.summary}
        </Text>
      ) : null}
      {!faq && article.sections.length >= 4 ? (
        // Contents first in reading order; on a big screen they stand beside the text and stay in view.
        <div className={classes.withToc}>
          <TableOfContents sections={article.sections} title={t(`${keys}.toc`)} />
          <ArticleSections sections={article.sections} />
        </div>
      ) : faq ? (
        <FaqSections sections={article.sections} />
      ) : (
        <ArticleSections sections={article.sections} />
      )}
      <RelatedLinks links={article.related} title={t(`${keys}.related`)} />
    </Stack>
  );
}
