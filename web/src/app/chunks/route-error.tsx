import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { RecoveryScreen } from '../../components/recovery-screen';
import { ChunkLoadError, toChunkLoadError } from '../../lib/routing/chunk-load-error';
import { href } from '../../lib/paths';

const looksLikeChunkFailure = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/** What a route shows when it fails: a recovery screen, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to={href('/')} replace />;
  if (error instanceof ChunkLoadError || looksLikeChunkFailure(error)) {
    const chunkError = toChunkLoadError(error);
    return <RecoveryScreen code={chunkError.code} detail={`${chunkError.type} ${chunkError.request}`.trim()} />;
  }
  console.error('[route] render failed', error);
  return <RecoveryScreen code="RENDER_FAILED" />;
}
