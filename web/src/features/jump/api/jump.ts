/**
 * The jump dialog's count (openapi/phoenix/jump.yaml): the server says whether a showing that fell
 * due counts, so the rule holds across tabs and devices. The answer's jump data goes into the
 * player (getUserInfo `jump`), which schedules the next one.
 */
import { useMutation } from '@tanstack/react-query';
import { markJumpShown } from '#generated/phoenix/jump.ts';
import { dataOf } from '#web/api/data-of.ts';
import { playerQueryOptions } from '#web/api/player.ts';
import { queryClient } from '#web/lib/query/query-client.ts';

export function useMarkJumpShown() {
  return useMutation({
    // Silent: a missed count shows nothing; the player's next read brings the jump data back.
    mutationFn: async (dueAt: string) => dataOf(await markJumpShown({ dueAt }, { silent: true })),
    onSuccess: ({ jump }) => {
      queryClient.setQueryData(playerQueryOptions().queryKey, (player) => (player ? { ...player, jump } : player));
    },
  });
}
