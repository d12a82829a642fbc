/** Route guards that wait for the session: loaders, so a redirect happens before a page's chunk loads. */
import { redirect } from 'react-router';
import { href } from '../lib/paths';
import { isLoggedIn } from './player';
import { restoreSession } from './session';

/** Login-only pages: waits for the session of an earlier visit (a reload stays put), sends a visitor home. */
export async function requireLogin(): Promise<null> {
  await restoreSession();
  if (!isLoggedIn()) throw redirect(href('/'));
  return null;
}
