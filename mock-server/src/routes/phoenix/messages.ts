// Station messages (SPEC §7 "Station messages: list, login records, mark read, unread count") and SPEC §3's Notice.
import { codes, type Locale } from '../../contract.ts';
import { loginsOf } from '../../domain/identity/login-history.ts';
import { findNotice, markRead, noticesOf, unreadCount } from '../../domain/notices/notices.ts';
import type { Notice } from '../../domain/notices/state.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { pageOf } from '../cms/paging.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';

function noticeView(notice: Notice, locale: Locale) {
  return {
    recordId: notice.recordId,
    category: notice.category,
    title: notice.title[locale],
    msgContent: notice.content[locale],
    readStatus: notice.readAt === null ? ('UNREAD' as const) : ('HAVE_READ' as const),
    important: notice.important,
    createdAt: new Date(notice.createdAt).toISOString(),
    linkPath: notice.linkPath,
  };
}

export const messagesHandlers = defineHandlers({
  getNotices: (ctx) => {
    const account = currentAccount(ctx);
    const { readStatus, important, pageNo = 1, pageSize = 20 } = ctx.body ?? {};
    const kept = noticesOf(ctx.state, account.id)
      .filter((notice) => (readStatus === undefined || (readStatus === 'UNREAD') === (notice.readAt === null)) && (important === undefined || notice.important === important))
      // Newest first; written in time order, except a notice stamped with an earlier event's time.
      .sort((a, b) => b.createdAt - a.createdAt || b.recordId - a.recordId);
    const page = pageOf(kept, pageNo, pageSize);
    return { pageNo: page.pageNo, pageSize: page.pageSize, total: page.total, unreadCount: unreadCount(ctx.state, account.id), records: page.list.map((notice) => noticeView(notice, ctx.locale)) };
  },

  getNotice: (ctx) => {
    const account = currentAccount(ctx);
    const notice = findNotice(ctx.state, account.id, ctx.body.recordId);
    if (!notice) throw ctx.refuse(codes.noticeNotFound);
    return noticeView(notice, ctx.locale);
  },

  markNoticesRead: (ctx) => {
    const account = currentAccount(ctx);
    const { recordIds, all } = ctx.body;
    if (all !== true && recordIds === undefined) throw badRequest('recordIds', 'give recordIds, or all: true');
    let chosen: Notice[];
    if (all === true) chosen = noticesOf(ctx.state, account.id);
    else {
      // All of them the player's, or none is marked.
      const found = recordIds!.map((id) => findNotice(ctx.state, account.id, id));
      if (found.some((notice) => notice === undefined)) throw ctx.refuse(codes.noticeNotFound);
      chosen = found as Notice[];
    }
    const marked = markRead(chosen, ctx.now);
    return { marked, unreadCount: unreadCount(ctx.state, account.id) };
  },

  getUnreadNoticeCount: (ctx) => {
    const account = currentAccount(ctx);
    const unread = noticesOf(ctx.state, account.id).filter((notice) => notice.readAt === null);
    return { unreadCount: unread.length, importantUnread: unread.filter((notice) => notice.important).length };
  },

  getLoginRecords: (ctx) => {
    const account = currentAccount(ctx);
    const { pageNo = 1, pageSize = 20 } = ctx.body ?? {};
    const page = pageOf(loginsOf(ctx.state, account.id), pageNo, pageSize);
    return {
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total: page.total,
      records: page.list.map((record) => ({ time: new Date(record.at).toISOString(), method: record.method, device: record.device, ip: record.ip, newDevice: record.newDevice })),
    };
  },
});
