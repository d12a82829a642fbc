/** One 1-based page of a list, with the paging facts every list answer carries. */
export function pageOf<Item>(all: readonly Item[], pageNo: number, pageSize: number): { pageNo: number; pageSize: number; total: number; list: Item[] } {
  const start = (pageNo - 1) * pageSize;
  return { pageNo, pageSize, total: all.length, list: all.slice(start, start + pageSize) };
}
