/**
 * The jump dialog's count (openapi/phoenix/jump.yaml): the server says whether a showing that fell
 * due counts, so the rule holds across tabs and devices. The answer's jump data goes into the
 * player (getUserInfo `jump`), which schedules the next one.
 */
import { useMutation } from '@tanstack/react-query';
import { markJumpShown } from '../../../../../generated/phoenix/jump';
import { dataOf } from '../../../api/data-of';
import { playerQueryOptions } from '../../../api/player';
import { queryClient } from '../../../lib/query/query-client';

export function useMarkJumpShown() {
  return useMutation({
    // Silent: a missed count shows nothing; the player's next read brings the jump data back.
    mutationFn: async (dueAt: string) => dataOf(await markJumpShown({ dueAt }, { silent: true })),
    onSuccess: ({ jump }) => {
      queryClient.setQueryData(playerQueryOptions().queryKey, (player) => (player ? { ...player, jump } : player));
    },
  });
}
