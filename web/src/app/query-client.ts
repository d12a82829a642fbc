import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../lib/http/errors';

/**
 * The http client already decided what the player sees of a failure; retrying a business error
 * would show it again. Only a dropped connection is worth one more try.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
