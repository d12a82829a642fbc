import { escapeHtml } from '../page.ts';

/**
 * The native app harness (/__mock/app): the site framed as the app's web view shows it, the
 * bridge's messages both ways, and the app's controls. Static HTML; harness.js does the rest.
 * Japanese first, with English, as every stand-in page.
 */
export function harnessPage(os: 'ios' | 'android', path: string): string {
  const option = (value: string, label: string) => `<option value="${value}"${value === os ? ' selected' : ''}>${label}</option>`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>アプリ ハーネス / App harness</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/__mock/app/assets/harness.css">
<script src="/__mock/app/assets/harness.js" defer></script>
</head>
<body data-os="${os}" data-path="${escapeHtml(path)}">
<header class="bar">
  <h1>ネイティブアプリ ハーネス <span class="en">Native app harness</span></h1>
  <form class="os" method="get" action="/__mock/app">
    <label for="os">OS (request_os)</label>
    <select id="os" name="os">${option('ios', 'iOS')}${option('android', 'Android')}</select>
    <input type="hidden" name="path" value="${escapeHtml(path)}">
    <button type="submit">アプリを開き直す / Relaunch</button>
  </form>
</header>
<main class="layout">
  <section class="phone" aria-labelledby="webview-title">
    <h2 id="webview-title" class="visually-hidden">Webビュー / Web view</h2>
    <iframe id="webview" title="サイト（アプリのWebビュー） / The site in the app's web view"></iframe>
  </section>
  <section class="controls" aria-labelledby="controls-title">
    <h2 id="controls-title">アプリの操作 <span class="en">The app's side</span></h2>
    <div class="group">
      <button type="button" id="send-back">戻るボタン (BACK) を送る</button>
      <p class="note" id="app-status" role="status"></p>
    </div>
    <form class="group" id="language-form">
      <label for="language">アプリの言語 (SET_LANGUAGE)</label>
      <select id="language">
        <option value="ja-JP">日本語 (ja-JP)</option>
        <option value="en-US">English (en-US)</option>
        <option value="zh-CN">中文 (zh-CN)</option>
      </select>
      <button type="submit">言語を送る / Send</button>
    </form>
    <form class="group" id="update-form">
      <label for="update-version">新しいアプリのバージョン (SHOW_UPDATE)</label>
      <input id="update-version" value="3.2.0" maxlength="40">
      <label class="check"><input type="checkbox" id="update-mandatory"> 必須 / Mandatory</label>
      <button type="submit">アップデートを知らせる / Send</button>
    </form>
    <div class="group" id="sign-in" hidden>
      <h3 id="sign-in-title"></h3>
      <p class="note" id="sign-in-state"></p>
      <div class="buttons">
        <button type="button" class="primary" id="sign-in-allow">許可する / Allow</button>
        <button type="button" id="sign-in-deny">拒否する / Deny</button>
      </div>
    </div>
    <h2 id="log-title">メッセージ <span class="en">Messages</span></h2>
    <ol id="log" class="log" aria-labelledby="log-title" aria-live="polite"></ol>
    <p class="note">サイトとアプリの間のメッセージ (openapi/bridge.yaml) を新しい順に表示します。<br><span class="en">Messages between the site and the app, newest first.</span></p>
  </section>
</main>
</body>
</html>`;
}
