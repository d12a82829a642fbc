import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import { addNotice } from '../../domain/notices/notices.ts';
import { now } from '../../domain/shared/clock.ts';
import { localized } from '../../domain/shared/locale.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';

/** The operator's desk for station messages (tag notices). */
export const noticeControlHandlers = defineControlHandlers({
  publishNotice: ({ body, session }) => {
    const { state } = session;
    const everyone = body.loginName === '*';
    const account = everyone ? undefined : findAccountByLoginName(state, body.loginName);
    if (!everyone && !account) throw refusal(404, `no player ${body.loginName}`);
    const players = everyone ? state.accounts.list.filter((a) => a.status === 'ACTIVE') : [account!];
    const at = now(session.clock);
    const text = { title: localized(body.title), content: localized(body.content) };
    const published = players.map((player) => {
      const notice = addNotice(state, { accountId: player.id, category: body.category ?? 'NEWS', important: body.important ?? false, linkPath: body.linkPath ?? null, ...text }, at);
      return { loginName: player.loginName, recordId: notice.recordId };
    });
    return { published };
  },
});
