import type { LocalizedText } from '../shared/locale.ts';

/**
 * Station messages (SPEC §3 "Notice": recordId, msgContent, readStatus): what the platform tells a
 * player, in every language, written when something happens to them (use-cases/notify-player.ts
 * turns recorded events into notices) or when the operator publishes one (QA's control call).
 */

export type NoticeCategory = 'ACCOUNT' | 'MONEY' | 'REWARD' | 'NEWS';

/** What a notice says, before it has an id and a time. */
export interface NoticeDraft {
  accountId: string;
  category: NoticeCategory;
  title: LocalizedText;
  content: LocalizedText;
  /** Shown in the dialog after the player's next login while unread. */
  important: boolean;
  /** A page of the site it points to. */
  linkPath: string | null;
}

export interface Notice extends NoticeDraft {
  recordId: number;
  createdAt: number;
  readAt: number | null;
}

interface NoticesState {
  list: Notice[];
  nextRecordId: number;
}

export interface NoticesSlice {
  notices: NoticesState;
}

export const noNotices = (): NoticesState => ({ list: [], nextRecordId: 1001 });
