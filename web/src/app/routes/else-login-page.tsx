import { ElseLoginPage } from '../../features/login/components/else-login-page';

/** /elseLogin/:type: where google, X and LINE send the player back (chrome hidden). */
export function Component() {
  return <ElseLoginPage />;
}
