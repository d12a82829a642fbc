/* global document, window */
// The native app's side of the bridge (openapi/bridge.yaml), in the mock's app harness: frames the
// site as the app's web view, logs every message both ways, and sends what the app sends.
(() => {
  'use strict';
  const body = document.body;
  const os = body.dataset.os === 'android' ? 'android' : 'ios';
  const frame = document.getElementById('webview');
  const log = document.getElementById('log');
  const status = document.getElementById('app-status');
  const signIn = document.getElementById('sign-in');
  let pendingSignIn = null;

  const path = body.dataset.path && body.dataset.path.startsWith('/') ? body.dataset.path : '/';
  frame.src = path + (path.includes('?') ? '&' : '?') + 'request_os=' + os;

  const NAMES = { google: 'Google', twitter: 'X (Twitter)', line: 'LINE', apple: 'Apple' };

  function record(direction, message) {
    const item = document.createElement('li');
    item.className = direction === 'to-app' ? 'to-app' : 'to-site';
    const dir = document.createElement('span');
    dir.className = 'dir';
    dir.textContent = direction === 'to-app' ? 'サイト → アプリ' : 'アプリ → サイト';
    const type = document.createElement('strong');
    type.textContent = message.type;
    const data = document.createElement('code');
    data.textContent = message.data === undefined ? '' : JSON.stringify(message.data);
    item.append(dir, type, data);
    log.prepend(item);
  }

  /** What the app sends the site: a message event on the web view's window, JSON text. */
  function send(type, data) {
    const message = data === undefined ? { type } : { type, data };
    record('to-site', message);
    frame.contentWindow.postMessage(JSON.stringify(message), window.location.origin);
  }

  function say(text) {
    status.textContent = text;
  }

  function askSignIn(provider, state) {
    pendingSignIn = { provider, state };
    document.getElementById('sign-in-title').textContent = `${NAMES[provider]} でのサインイン要求 / Sign-in request`;
    document.getElementById('sign-in-state').textContent = `state: ${state}`;
    signIn.hidden = false;
  }

  async function answerSignIn(decision) {
    const asked = pendingSignIn;
    if (!asked) return;
    pendingSignIn = null;
    signIn.hidden = true;
    const response = await fetch('/__mock/app/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: asked.provider, state: asked.state, decision }),
    });
    const result = await response.json();
    if (!response.ok) return say(`サインインに失敗しました: ${result.error}`);
    const data = result.code ? { state: result.state, code: result.code } : { state: result.state, error: result.error };
    if (asked.provider === 'apple') send('APPLE_SIGN_IN', data);
    else send('THIRD_LOGIN', { provider: asked.provider, ...data });
  }

  // What the site posts: only from the framed site, on this origin.
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
    let message;
    try {
      message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    } catch {
      return;
    }
    if (!message || typeof message.type !== 'string') return;
    record('to-app', message);
    const data = message.data || {};
    switch (message.type) {
      case 'BACK':
        return say('サイトは最初のページです。アプリが戻る操作を引き受けます（アプリを閉じる）。 / The site is at its first page: the app handles back.');
      case 'THIRD_LOGIN':
        return askSignIn(data.provider, data.state);
      case 'APPLE_SIGN_IN':
        return askSignIn('apple', data.state);
      case 'SET_LANGUAGE':
        document.getElementById('language').value = data.language;
        return say(`アプリの言語: ${data.language} / The app's language`);
      case 'GO_GAME':
        return say(`アプリがゲームを開きます / The app opens the game: ${data.url}`);
      case 'OPEN_EXTERNAL_LINK':
        return say(`アプリがブラウザで開きます / The app opens in the browser: ${data.url}`);
      case 'OPEN_INTERNAL_LINK':
        return say(`アプリが新しいWebビューで開きます / The app opens a new web view: ${data.url}`);
      case 'SHOW_UPDATE':
        return say(`アプリがストアの更新画面を開きます / The app opens its store page: ${data.version}`);
      case 'SHARE':
        return say(`アプリの共有シートを開きます / The app opens its share sheet: ${data.url}`);
      default:
        return undefined;
    }
  });

  document.getElementById('send-back').addEventListener('click', () => send('BACK'));
  document.getElementById('language-form').addEventListener('submit', (event) => {
    event.preventDefault();
    send('SET_LANGUAGE', { language: document.getElementById('language').value });
  });
  document.getElementById('update-form').addEventListener('submit', (event) => {
    event.preventDefault();
    send('SHOW_UPDATE', { version: document.getElementById('update-version').value.trim() || '1.0.0', mandatory: document.getElementById('update-mandatory').checked });
  });
  document.getElementById('sign-in-allow').addEventListener('click', () => void answerSignIn('approve'));
  document.getElementById('sign-in-deny').addEventListener('click', () => void answerSignIn('deny'));
})();
