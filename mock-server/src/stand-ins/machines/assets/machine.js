/* global document, window */
// The mock's machine pages (served by machines/plugin.ts): one script for every kind. It opens the
// launch token's session, then plays one round per press (button, tap, Space or Enter) through
// the machine API, which settles it on the ledger (real play) or on play money (demo).
'use strict';

const body = document.body;
const machine = body.dataset.machine;
const texts = JSON.parse(body.dataset.texts || '{}');
const lang = document.documentElement.lang || 'ja-JP';
const token = new URLSearchParams(window.location.search).get('t') || '';
const $ = (id) => document.getElementById(id);
// The site writes yen as ¥125,000 in every language (Intl's ja-JP would give the full-width ￥).
const grouping = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
const yen = { format: (amount) => `${amount < 0 ? '-' : ''}¥${grouping.format(Math.abs(amount))}` };
// Text, not emoji: a machine without an emoji font would show empty boxes.
const GLYPHS = { SEVEN: '7', BAR: 'BAR' };

let session = null;
let selection = null;
let busy = false;

class MachineError extends Error {}

async function api(path, payload) {
  let response;
  try {
    response = await fetch(`/api/v1/game/machine/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new MachineError(texts.network);
  }
  const envelope = await response.json().catch(() => null);
  if (!envelope || envelope.success !== true) throw new MachineError((envelope && envelope.msg) || texts.network);
  return envelope.data;
}

function showError(message) {
  $('error').textContent = message;
}

function setBalance(amount) {
  $('balance').textContent = yen.format(amount);
}

function showFree(freeRoundsLeft) {
  const free = $('free');
  free.hidden = freeRoundsLeft === null || freeRoundsLeft === undefined;
  if (!free.hidden) free.textContent = texts.freeRounds.replace('{n}', String(freeRoundsLeft));
  $('stake').disabled = !free.hidden && freeRoundsLeft > 0;
}

function renderPicks() {
  const picks = $('picks');
  if (session.selections.length === 0) return;
  picks.hidden = false;
  for (const pick of session.selections) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pick';
    button.textContent = texts.symbols[pick] || pick;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => {
      selection = pick;
      for (const other of picks.querySelectorAll('.pick')) other.setAttribute('aria-pressed', String(other === button));
      $('play').disabled = busy;
    });
    picks.append(button);
  }
}

function renderStakes() {
  const select = $('stake');
  const fixed = session.freeBet ? session.freeBet.stake : null;
  for (const stake of fixed === null ? session.stakes : [fixed]) {
    const option = document.createElement('option');
    option.value = String(stake);
    option.textContent = yen.format(stake);
    select.append(option);
  }
  select.disabled = fixed !== null;
}

function renderOutcome(round) {
  const result = $('result');
  result.classList.remove('win', 'lose');
  if (round.status === 'OPEN' || !round.outcome) {
    result.textContent = texts.betOpen;
    if (selection !== null) $('pocket').textContent = texts.symbols[selection] || selection;
    return;
  }
  const { symbols, label } = round.outcome;
  if (machine === 'PACHISLOT' || machine === 'SLOT') {
    symbols.forEach((symbol, i) => ($(`reel-${i + 1}`).textContent = GLYPHS[symbol] || texts.symbols[symbol] || symbol));
    $('board').setAttribute('aria-label', `${texts.board}: ${symbols.map((s) => texts.symbols[s] || s).join(' ')}`);
  } else {
    $('pocket').textContent = label;
    $('board').setAttribute('aria-label', `${texts.board}: ${label}`);
    const ball = $('ball');
    if (ball) {
      ball.classList.remove('dropped');
      void ball.offsetWidth; // restart the drop animation
      ball.classList.add('dropped');
    }
  }
  const won = round.payout > 0;
  result.classList.add(won ? 'win' : 'lose');
  result.textContent = won ? `${label} ${texts.paid} ${yen.format(round.payout)}` : `${label}: ${texts.noWin}`;
}

async function play() {
  if (busy || !session) return;
  if (session.selections.length > 0 && selection === null) return;
  busy = true;
  $('play').disabled = true;
  showError('');
  // One id per press: a retry after a lost answer is the same round, never a second bet.
  const payload = { token, roundId: `r-${crypto.randomUUID()}`, stake: Number($('stake').value) };
  if (selection !== null) payload.selection = selection;
  try {
    let round;
    try {
      round = await api('round', payload);
    } catch (error) {
      if (error.message !== texts.network) throw error;
      round = await api('round', payload);
    }
    setBalance(round.balance);
    showFree(round.freeRoundsLeft);
    renderOutcome(round);
  } catch (error) {
    showError(error.message);
  } finally {
    busy = false;
    $('play').disabled = session.selections.length > 0 && selection === null;
  }
}

async function start() {
  try {
    session = await api('session', { token });
  } catch (error) {
    $('balance').textContent = '—';
    showError(error.message);
    return;
  }
  $('game-name').textContent = session.gameName;
  document.title = session.gameName;
  $('demo').hidden = !session.demo;
  setBalance(session.balance);
  renderStakes();
  renderPicks();
  showFree(session.freeBet ? session.freeBet.roundsLeft : null);
  $('play').disabled = session.selections.length > 0;
  $('play').addEventListener('click', () => void play());
  // Space or Enter anywhere on the page plays, unless a control has the key for itself.
  document.addEventListener('keydown', (event) => {
    // Escape leaves the game: the site's frame cannot hear keys pressed in here, so it is told.
    if (event.key === 'Escape' && window.parent !== window) window.parent.postMessage({ type: 'machine-exit' }, window.location.origin);
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const target = event.target;
    if (target instanceof window.HTMLButtonElement || target instanceof window.HTMLSelectElement || target instanceof window.HTMLAnchorElement) return;
    event.preventDefault();
    void play();
  });
}

void start();
