import { describe, expect, it } from 'vitest';
import { groupByModule } from './templates';

describe('groupByModule', () => {
  it('groups by module in sort order', () => {
    const base = { templateAction: '', templateComment: '', remark: '', mediaLibrary: null, locale: 'ja-JP' as const };
    const grouped = groupByModule([
      { ...base, id: '2', moduleCode: 'HEADER_NAV', title: 'B', sort: 2 },
      { ...base, id: '1', moduleCode: 'HEADER_NAV', title: 'A', sort: 1 },
      { ...base, id: '3', moduleCode: 'FOOTER_LINKS', title: 'C', sort: 1 },
    ]);
    expect(grouped.HEADER_NAV?.map((t) => t.title)).toEqual(['A', 'B']);
    expect(grouped.FOOTER_LINKS).toHaveLength(1);
  });
});
