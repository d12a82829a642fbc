import type { Locale } from '../../contract.ts';
import type { MachineKind } from '../../domain/bets/state.ts';
import { machineTexts } from './texts.ts';

/** The machines a game URL can open, by the path's last segment. */
export const MACHINE_PATHS: Readonly<Record<string, MachineKind>> = {
  pachinko: 'PACHINKO',
  pachislot: 'PACHISLOT',
  slot: 'SLOT',
  sports: 'SPORTS',
  live: 'LIVE',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A machine's page: static markup in the launch's language, one stylesheet and one script from
 * this origin (no inline script or style, no other host). The script reads the launch token from
 * the address and its words from `data-texts`.
 */
export function machinePage(machine: MachineKind, locale: Locale): string {
  const texts = machineTexts(machine, locale);
  const board =
    machine === 'PACHINKO'
      ? '<div class="ball" id="ball"></div><p class="pocket" id="pocket"></p>'
      : machine === 'SPORTS' || machine === 'LIVE'
        ? `<p class="pocket" id="pocket">${escapeHtml(texts.board)}</p>`
        : '<div class="reel" id="reel-1">7</div><div class="reel" id="reel-2">7</div><div class="reel" id="reel-3">7</div>';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.machineName)}</title>
<link rel="stylesheet" href="/machines/assets/machine.css">
<script src="/machines/assets/machine.js" defer></script>
</head>
<body data-machine="${machine}" data-texts="${escapeHtml(JSON.stringify(texts))}">
<header>
<h1><span id="game-name">${escapeHtml(texts.machineName)}</span><span class="badge" id="demo" hidden>${escapeHtml(texts.demo)}</span></h1>
<p class="balance">${escapeHtml(texts.balance)} <output id="balance" aria-live="polite" aria-label="${escapeHtml(texts.balance)}">${escapeHtml(texts.loading)}</output></p>
</header>
<main>
<div class="board" id="board" role="img" aria-label="${escapeHtml(texts.board)}">${board}</div>
<fieldset id="picks" hidden><legend>${escapeHtml(texts.picks)}</legend></fieldset>
<div class="controls">
<label>${escapeHtml(texts.stake)}<select id="stake" disabled></select></label>
<button class="play" id="play" type="button" disabled>${escapeHtml(texts.play)}</button>
</div>
<p class="result" id="result" role="status" aria-label="${escapeHtml(texts.result)}"></p>
<p class="error" id="error" role="alert"></p>
<p class="hint" id="free" hidden></p>
<p class="hint">${escapeHtml(texts.keys)}</p>
</main>
</body>
</html>`;
}
