import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { queryClient } from '../lib/query/query-client';
import { useAppSettings } from '../stores/app-settings';
import { installNativeApp } from '../testing/native-app';
import { render } from '../testing/render';
import { endTestSession, startTestSession, testPlayer } from '../testing/session';
import { useLaunchGame, type LaunchableGame } from './game-launch';

/** The server: launches answer a machine URL; every call is kept with its body. */
function serve() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://site.invalid').pathname;
    calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown> });
    return Response.json({ code: 200, success: true, msg: 'success', data: '/machines/pachinko?t=lt_abc123&lang=ja-JP' });
  });
  return calls;
}

function Probe({ game }: { game: LaunchableGame }) {
  const { launch } = useLaunchGame();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => launch(game)}>
        play
      </button>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

const amigo = { gameId: 'AMIGO-PA-0031', providerCode: 'AMIGO', playType: 'PACHINKO' };
const slot = { gameId: 'PGSOFT-SL-0032', providerCode: 'PGSOFT', playType: 'SLOT' };

beforeEach(() => {
  queryClient.clear();
  useAppSettings.setState({ auth: { open: false, tab: 'login' }, bigScreen: false });
});
afterEach(() => {
  endTestSession();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('useLaunchGame (SPEC §4)', () => {
  it('asks a visitor to register, or to log in for a sports game, and launches nothing', () => {
    const calls = serve();
    const { unmount } = render(<Probe game={amigo} />);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(useAppSettings.getState().auth).toEqual({ open: true, tab: 'register' });
    unmount();
    useAppSettings.setState({ auth: { open: false, tab: 'login' } });
    render(<Probe game={{ gameId: 'SABA-SP-0001', providerCode: 'SABA', playType: 'SPORTS' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(useAppSettings.getState().auth).toEqual({ open: true, tab: 'login' });
    expect(calls).toEqual([]);
  });

  it('launches AMIGO for real and opens /slotGame on a phone, /pachinko-game on a big screen', async () => {
    const calls = serve();
    startTestSession(testPlayer());
    render(<Probe game={amigo} />);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/slotGame?platformCode=AMIGO&gameId=AMIGO-PA-0031&playType=PACHINKO'));
    expect(calls).toMatchObject([{ path: '/api/v1/game/launch_game', body: { gameId: 'AMIGO-PA-0031', providerCode: 'AMIGO', excludeLoginName: false, currency: 'JPY' } }]);

    queryClient.clear();
    startTestSession(testPlayer());
    useAppSettings.setState({ bigScreen: true });
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/pachinko-game?platformCode=AMIGO'));
  });

  it('launches another provider as demo play without the login name', async () => {
    const calls = serve();
    startTestSession(testPlayer());
    render(<Probe game={slot} />);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/slotGame?platformCode=PGSOFT'));
    expect(calls).toMatchObject([{ path: '/api/v1/game/launch_demo_game', body: { excludeLoginName: true } }]);
  });

  it('in the app, hands the whole game URL to the bridge instead of navigating', async () => {
    serve();
    const app = installNativeApp('android');
    startTestSession(testPlayer());
    render(<Probe game={amigo} />);
    fireEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(app.messages).toHaveLength(1));
    expect(app.messages[0]).toEqual({ type: 'GO_GAME', data: { url: `${window.location.origin}/machines/pachinko?t=lt_abc123&lang=ja-JP`, gameId: 'AMIGO-PA-0031', platformCode: 'AMIGO' } });
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/$/);
    app.uninstall();
  });
});
