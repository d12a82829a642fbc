import { ElseLoginPage } from '../../features/auth/components/else-login-page';

/** /elseLogin/:type: where google, X and LINE send the player back (chrome hidden). */
export function Component() {
  return <ElseLoginPage />;
}
