import { RouterProvider } from 'react-router/dom';
import { RecoveryScreen } from '../components/recovery-screen';
import { useChunkFailure } from './chunks/chunk-failure';
import { LivePush } from './live-push';
import { AppProvider } from './provider';
import { siteRouter } from './router';

export function App() {
  const chunkFailure = useChunkFailure((state) => state.error);
  return (
    <AppProvider>
      <LivePush />
      {chunkFailure ? (
        <RecoveryScreen code={chunkFailure.code} detail={`${chunkFailure.type} ${chunkFailure.request}`.trim()} />
      ) : (
        <RouterProvider router={siteRouter()} />
      )}
    </AppProvider>
  );
}
