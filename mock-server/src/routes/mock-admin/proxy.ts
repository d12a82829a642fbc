import { refusal } from '../../runtime/control-context.ts';
import type { Proxy } from '../../runtime/proxy.ts';
import { defineControlHandlers, type ControlServer } from './handler.ts';

function proxying(proxy: Proxy | undefined): Proxy {
  if (!proxy) throw refusal(409, 'not proxying: start the server with --proxy URL');
  return proxy;
}

/** Proxy mode's recording of the backend's answers, as a preset that replays them offline (tag observe). */
export const proxyHandlers = ({ proxy }: ControlServer) =>
  defineControlHandlers({
    readProxyRecording: ({ session }) => proxying(proxy).recording(session),
    clearProxyRecording: ({ session }) => {
      proxying(proxy).clear(session);
      return { ok: true };
    },
  });
