import { SLOT_PAYS, SLOT_SYMBOLS, SLOT_WEIGHTS } from './fair';
import { htmlLang, textsFor, type Texts } from './page-texts';

/*
 * The server-rendered game pages opened in the site's /game frame. Plain
 * HTML, CSS and a small script each, in the site's purple and gold; the
 * script calls the /wps/inhouse endpoints with the game session token from
 * the page address and tells the parent window when the balance changed.
 */

const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

/** JSON for an inline script: `<` escaped so no text can close the script element. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const css = `
:root{color-scheme:dark;--bg:#0d0a1c;--surface:#17122d;--surface2:#1f1840;--border:#2f2659;--text:#f3f0ff;--muted:#a39bc7;--primary:#8b5cff;--gold:#f7c948;--gold-grad:linear-gradient(135deg,#ffe89a 0%,#f5c451 45%,#c48a12 100%);--win:#37d07e;--lose:#ff6b7d}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Thai','Noto Sans CJK SC',sans-serif;color:var(--text);background:radial-gradient(900px 500px at 80% -10%,#3a1f7a 0%,transparent 60%),radial-gradient(700px 400px at 0% 110%,#4b1682 0%,transparent 60%),var(--bg)}
main{max-width:1040px;margin:0 auto;padding:24px 20px 40px;display:grid;gap:18px}
header.top{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
h1{margin:0;font-size:26px;letter-spacing:.02em;background:var(--gold-grad);-webkit-background-clip:text;background-clip:text;color:transparent}
.vendor{color:var(--muted);font-size:13px;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
.balance{padding:8px 16px;border-radius:999px;background:var(--surface2);border:1px solid var(--border);font-weight:800}
.balance b{color:var(--gold)}
.grid{display:grid;grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);gap:18px}
@media (max-width:760px){.grid{grid-template-columns:1fr}}
.card{background:linear-gradient(180deg,rgb(255 255 255/.03),transparent),var(--surface);border:1px solid var(--border);border-radius:18px;padding:20px;box-shadow:0 18px 50px rgb(0 0 0/.35)}
.card h2{margin:0 0 12px;font-size:16px;color:var(--muted);letter-spacing:.04em;text-transform:uppercase}
label{display:grid;gap:6px;font-size:13px;color:var(--muted);font-weight:600}
input[type=number],input[type=text]{width:100%;padding:10px 12px;border-radius:10px;border:1px solid var(--border);background:var(--bg);color:var(--text);font:inherit;font-weight:700}
input[type=range]{width:100%;accent-color:var(--gold)}
.row{display:flex;gap:10px;align-items:end;flex-wrap:wrap}
.row>*{flex:1}
.chips{display:flex;gap:6px}
.chips button,.seg button{flex:1;padding:8px;border-radius:10px;border:1px solid var(--border);background:var(--surface2);color:var(--text);font-weight:700;cursor:pointer}
.seg{display:flex;gap:6px}
.seg button[aria-pressed=true]{background:var(--primary);border-color:var(--primary)}
.play{width:100%;margin-top:14px;padding:14px;border:0;border-radius:14px;background:var(--gold-grad);color:#2a1a00;font-size:18px;font-weight:900;letter-spacing:.06em;cursor:pointer;box-shadow:0 10px 30px rgb(245 196 81/.25)}
.play:disabled{opacity:.6;cursor:progress}
.stats{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:12px}
.stat{background:var(--bg);border:1px solid var(--border);border-radius:12px;padding:8px 10px}
.stat span{display:block;font-size:12px;color:var(--muted)}
.stat b{font-size:17px}
.result{min-height:120px;display:grid;place-items:center;text-align:center;border-radius:16px;background:radial-gradient(circle at 50% 30%,#2f1c66,#120d26);border:1px solid var(--border);margin-bottom:14px;padding:16px}
.big{font-size:64px;font-weight:900;line-height:1;font-variant-numeric:tabular-nums}
.msg{font-weight:800;min-height:1.5em}
.msg.win{color:var(--win)}.msg.lose{color:var(--muted)}.msg.err{color:var(--lose)}
.track{position:relative;height:12px;border-radius:999px;background:linear-gradient(90deg,var(--win) var(--p,50%),var(--lose) var(--p,50%));margin:6px 0 2px}
.track.over{background:linear-gradient(90deg,var(--lose) var(--p,50%),var(--win) var(--p,50%))}
.marker{position:absolute;top:-6px;width:4px;height:24px;border-radius:2px;background:#fff;box-shadow:0 0 10px #fff;transform:translateX(-2px);transition:left .4s}
table{display:block;overflow-x:auto;max-width:100%;border-collapse:collapse;font-size:13px}
.grid>*{min-width:0}
th,td{padding:6px 4px;border-bottom:1px solid var(--border);text-align:left;white-space:nowrap}
th{color:var(--muted);font-weight:600}
td.w{color:var(--win);font-weight:800}
a{color:var(--gold)}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;word-break:break-all;color:var(--muted)}
.reels{display:flex;gap:12px;justify-content:center}
.reel{width:110px;height:120px;border-radius:14px;background:linear-gradient(180deg,#fff6d6,#f5e1a0 50%,#d8b55a);display:grid;place-items:center;box-shadow:inset 0 -8px 18px rgb(0 0 0/.25),0 8px 20px rgb(0 0 0/.4);border:3px solid #c48a12}
.reel svg{width:78px;height:78px}
.reel.spin svg{animation:spin .12s linear infinite}
@keyframes spin{0%{transform:translateY(-14px);opacity:.4}100%{transform:translateY(14px);opacity:.9}}
.pays{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;font-size:13px}
.pays div{display:flex;align-items:center;gap:6px;background:var(--bg);border:1px solid var(--border);border-radius:10px;padding:4px 8px}
.pays svg{width:24px;height:24px}
.note{color:var(--muted);font-size:13px;margin:8px 0 0}
.empty{color:var(--muted);text-align:center;padding:18px 0}
.demo{display:grid;place-items:center;text-align:center;gap:14px;padding:36px 20px}
.demo img{width:220px;height:220px;border-radius:22px;box-shadow:0 20px 50px rgb(0 0 0/.5)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ok{color:var(--win);font-weight:800}.bad{color:var(--lose);font-weight:800}
.mt{margin-top:14px}.mt-s{margin-top:10px}.mt-0{margin-top:0}
.stack{display:grid;gap:18px;align-content:start}.stack-s{display:grid;gap:10px}
.row>.fixed,.row>.play.small{flex:0 0 auto}
.play.small{width:auto;margin:0;padding:10px 18px;font-size:14px;letter-spacing:.02em}
.marker{left:50%}
.big.medium{font-size:40px}
select{padding:10px;border-radius:10px;background:var(--bg);color:var(--text);border:1px solid var(--border);font:inherit}
table{width:100%}table th:last-child,table td:last-child{text-align:right}
`;

/** The drawings of the slot symbols (inline SVG, no emoji font needed). */
export const symbolSvgs: Record<string, string> = {
  cherry: '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 8c-4 10-10 18-18 24M32 8c4 12 8 18 16 22" stroke="#2e7d32" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M30 8c8-4 16-2 20 4-8 2-14 0-20-4z" fill="#43a047"/><circle cx="18" cy="42" r="13" fill="#d32f2f"/><circle cx="46" cy="40" r="13" fill="#e53935"/><circle cx="14" cy="37" r="4" fill="#ff8a80"/><circle cx="42" cy="35" r="4" fill="#ff8a80"/></svg>',
  lemon: '<svg viewBox="0 0 64 64" aria-hidden="true"><ellipse cx="32" cy="34" rx="24" ry="18" fill="#fdd835" stroke="#f9a825" stroke-width="3"/><ellipse cx="24" cy="28" rx="8" ry="4" fill="#fff59d"/><path d="M54 30l6-4M10 38l-6 4" stroke="#f9a825" stroke-width="4" stroke-linecap="round"/></svg>',
  bell: '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 6c-12 0-18 10-18 22v10l-6 8h48l-6-8V28C50 16 44 6 32 6z" fill="#ffb300" stroke="#e65100" stroke-width="3"/><circle cx="32" cy="52" r="6" fill="#e65100"/><path d="M22 20c2-5 6-8 10-8" stroke="#fff3c4" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
  star: '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 4l8 18 19 2-14 13 4 19-17-10-17 10 4-19L5 24l19-2z" fill="#ffd54f" stroke="#ff8f00" stroke-width="3" stroke-linejoin="round"/></svg>',
  diamond: '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M16 8h32l12 16-28 34L4 24z" fill="#4dd0e1" stroke="#00838f" stroke-width="3" stroke-linejoin="round"/><path d="M4 24h56M22 8l10 50M42 8L32 58" stroke="#b2ebf2" stroke-width="2" fill="none"/></svg>',
  seven: '<svg viewBox="0 0 64 64" aria-hidden="true"><text x="32" y="54" font-size="58" font-weight="900" text-anchor="middle" fill="#d50000" stroke="#7f0000" stroke-width="3" font-family="Arial Black,Arial,sans-serif">7</text></svg>',
};

interface PageOptions {
  lang: string | null | undefined;
  title: string;
  nonce: string;
  body: string;
  script?: string;
}

function layout(o: PageOptions): string {
  const { lang } = textsFor(o.lang);
  return `<!doctype html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(o.title)}</title><meta name="referrer" content="strict-origin"><style nonce="${o.nonce}">${css}</style></head><body>${o.body}${o.script ? `<script nonce="${o.nonce}">${o.script}</script>` : ''}</body></html>`;
}

/** Shared client code of the two games: calls, money format, history, fairness panel, message to the parent. */
function clientCore(t: Texts, lang: string): string {
  return `
const T=${json(t)};const LANG=${json(lang)};
const params=new URLSearchParams(location.search);const SESSION=params.get('session')||'';
const $=(id)=>document.getElementById(id);
const fmt=(n)=>new Intl.NumberFormat(LANG==='EN'?'en-GB':LANG==='CN'?'zh-CN':LANG==='TH'?'th-TH':LANG==='ID'?'id-ID':'vi-VN').format(n);
let SYMBOL='₫';let busy=false;
async function call(path,method,body){
  const res=await fetch(path,{method,headers:Object.assign({'x-game-session':SESSION},body?{'content-type':'application/json'}:{}),body:body?JSON.stringify(body):undefined});
  const data=await res.json().catch(()=>null);
  if(!data||data.success!==true){const e=new Error((data&&data.message)||T.error);e.code=data&&data.code;throw e;}
  return data.value;
}
function say(text,cls){const m=$('msg');m.textContent=text;m.className='msg '+(cls||'');}
function setBalance(b){$('balance').textContent=SYMBOL+' '+fmt(b);}
function notifyParent(balance){
  let origin='*';try{if(document.referrer)origin=new URL(document.referrer).origin;}catch(e){}
  if(window.parent!==window)window.parent.postMessage({type:'lotus:balance-changed',balance},origin);
}
function setFair(f){$('hash').textContent=f.serverSeedHash;$('seed').value=f.clientSeed;$('nonce').textContent=String(f.nonce);}
function verifyHref(r){const q=new URLSearchParams({kind:r.kind,serverSeed:r.serverSeed,clientSeed:r.clientSeed,nonce:String(r.nonce),hash:r.serverSeedHash,lang:LANG});return '/games/verify?'+q.toString();}
function addRounds(list,prepend){
  const body=$('rounds');if(!prepend)body.textContent='';
  $('empty').hidden=(prepend?body.children.length+list.length:list.length)>0;
  for(const r of (prepend?list:list.slice().reverse())){
    const tr=document.createElement('tr');
    const time=new Date(r.createdAt).toLocaleTimeString();
    const cells=[time,describe(r),fmt(r.stake),fmt(r.payout)];
    cells.forEach((c,i)=>{const td=document.createElement('td');td.textContent=c;if(i===3&&r.payout>0)td.className='w';tr.appendChild(td);});
    const td=document.createElement('td');const a=document.createElement('a');a.href=verifyHref(r);a.target='_blank';a.rel='noopener';a.textContent=T.verify;td.appendChild(a);tr.appendChild(td);
    body.insertBefore(tr,body.firstChild);
    while(body.children.length>20)body.removeChild(body.lastChild);
  }
}
async function load(){
  try{const s=await call('/wps/inhouse/state','GET');SYMBOL=s.currencySymbol;setBalance(s.balance);setFair(s.fair);addRounds(s.rounds,false);
    const stake=$('stake');stake.min=String(s.game.minBet);stake.max=String(s.game.maxBet);if(Number(stake.value)<s.game.minBet)stake.value=String(s.game.minBet);$('min').textContent=T.minBet.replace('{amount}',fmt(s.game.minBet));
    if(typeof onState==='function')onState(s);
  }catch(e){say(e.code==='UNAUTHORIZED'?T.expired:(e.message||T.error),'err');$('play').disabled=true;}
}
$('seedForm').addEventListener('submit',async(ev)=>{ev.preventDefault();try{setFair(await call('/wps/inhouse/seed','PUT',{clientSeed:$('seed').value.trim()}));}catch(e){say(e.message,'err');}});
document.querySelectorAll('[data-mul]').forEach((b)=>b.addEventListener('click',()=>{const s=$('stake');const v=Math.max(Number(s.min)||1,Math.round(Number(s.value)*Number(b.dataset.mul)));s.value=String(Math.min(v,Number(s.max)||v));}));
async function play(extra){
  if(busy)return;busy=true;$('play').disabled=true;say('');
  const roundId=(crypto.randomUUID?crypto.randomUUID():String(Date.now())+Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9]/g,'');
  const body=Object.assign({roundId,stake:Math.round(Number($('stake').value))},extra);
  if(typeof onStart==='function')onStart();
  let result=null;
  for(let attempt=0;attempt<2&&!result;attempt+=1){
    try{result=await call('/wps/inhouse/play','POST',body);}
    catch(e){ if(e instanceof TypeError&&attempt===0)continue; // network: the same round id is safe to send again
      say(e.code==='INSUFFICIENT_FUNDS'?T.noFunds:e.code==='UNAUTHORIZED'?T.expired:(e.message||T.error),'err');break;}
  }
  if(result){
    const r=result.round;
    if(typeof onResult==='function')await onResult(r);
    setBalance(r.balance);setFair(result.next);addRounds([r],true);
    say(r.payout>0?T.win.replace('{amount}',SYMBOL+' '+fmt(r.payout)):T.lose,r.payout>0?'win':'lose');
    notifyParent(r.balance);
  }else if(typeof onFail==='function')onFail();
  busy=false;$('play').disabled=false;
}
`;
}

function fairPanel(t: Texts): string {
  return `<section class="card" aria-labelledby="fair-h"><h2 id="fair-h">${esc(t.fairness)}</h2>
<label>${esc(t.nextHash)}<span class="mono" id="hash">…</span></label>
<form id="seedForm" class="row mt-s"><label>${esc(t.clientSeed)}<input type="text" id="seed" maxlength="64" pattern="[A-Za-z0-9_-]{1,64}" required></label><button class="play small" type="submit">${esc(t.change)}</button></form>
<p class="note">${esc(t.nonce)}: <b id="nonce">0</b> · <a href="/games/verify" target="_blank" rel="noopener">${esc(t.verifyTitle)}</a></p></section>`;
}

function historyPanel(t: Texts, outcomeLabel: string): string {
  return `<section class="card" aria-labelledby="hist-h"><h2 id="hist-h">${esc(t.history)}</h2>
<table><thead><tr><th>${esc(t.time)}</th><th>${esc(outcomeLabel)}</th><th>${esc(t.stake)}</th><th>${esc(t.paid)}</th><th></th></tr></thead><tbody id="rounds"></tbody></table><p class="empty" id="empty">${esc(t.empty)}</p></section>`;
}

function stakeControls(t: Texts): string {
  return `<div class="row"><label>${esc(t.stake)}<input type="number" id="stake" value="10000" min="1" step="1000" inputmode="numeric"></label>
<div class="chips fixed"><button type="button" data-mul="0.5">½</button><button type="button" data-mul="2">2×</button></div></div><p class="note" id="min"></p>`;
}

function header(title: string, vendor: string, t: Texts): string {
  return `<header class="top"><div><div class="vendor">${esc(vendor)}</div><h1>${esc(title)}</h1></div><div class="balance">${esc(t.balance)}: <b id="balance" aria-live="polite">…</b></div></header>`;
}

export function dicePage(o: { lang: string | null; nonce: string; title: string; vendor: string }): string {
  const { t, lang } = textsFor(o.lang);
  const body = `<main>${header(o.title, o.vendor, t)}<div class="grid"><section class="card" aria-labelledby="play-h"><h2 id="play-h" class="visually-hidden">${esc(o.title)}</h2>
<div class="result"><div><div class="big" id="roll" aria-live="polite">50.00</div><div class="msg" id="msg" role="status"></div></div></div>
<div class="track" id="track"><div class="marker" id="marker"></div></div>
<div class="row mt"><label><span>${esc(t.target)}: <b id="targetOut">50</b></span><input type="range" id="target" min="2" max="98" value="50"></label></div>
<div class="seg mt-s" role="group" aria-label="${esc(t.target)}"><button type="button" id="under" aria-pressed="true">${esc(t.under)}</button><button type="button" id="over" aria-pressed="false">${esc(t.over)}</button></div>
<div class="mt">${stakeControls(t)}</div>
<div class="stats"><div class="stat"><span>${esc(t.chance)}</span><b id="chance">50%</b></div><div class="stat"><span>${esc(t.multiplier)}</span><b id="mult">1.98×</b></div><div class="stat"><span>${esc(t.ifWin)}</span><b id="profit">0</b></div></div>
<button class="play" id="play" type="button">${esc(t.roll)}</button><p class="note">${esc(t.rules)}</p></section>
<div class="stack">${fairPanel(t)}${historyPanel(t, t.result)}</div></div></main>`;
  const script = `${clientCore(t, lang)}
let direction='under';
function chance(){const v=Number($('target').value);return direction==='under'?v:100-v;}
function refresh(){const v=Number($('target').value);$('targetOut').textContent=String(v);const c=chance();$('chance').textContent=c+'%';const m=99/c;$('mult').textContent=m.toFixed(4).replace(/0+$/,'').replace(/\\.$/,'')+'×';$('profit').textContent=fmt(Math.floor(Number($('stake').value)*99/c));const tr=$('track');tr.style.setProperty('--p',v+'%');tr.className='track'+(direction==='over'?' over':'');}
['target','stake'].forEach((id)=>$(id).addEventListener('input',refresh));
$('under').addEventListener('click',()=>{direction='under';$('under').setAttribute('aria-pressed','true');$('over').setAttribute('aria-pressed','false');refresh();});
$('over').addEventListener('click',()=>{direction='over';$('over').setAttribute('aria-pressed','true');$('under').setAttribute('aria-pressed','false');refresh();});
function describe(r){return r.outcome.roll.toFixed(2)+' '+(r.bet.direction==='under'?'<':'≥')+' '+r.bet.target;}
function onResult(r){$('roll').textContent=Number(r.outcome.roll).toFixed(2);$('marker').style.left=r.outcome.roll+'%';$('roll').style.color=r.payout>0?'var(--win)':'var(--text)';}
$('play').addEventListener('click',()=>play({target:Number($('target').value),direction}));
refresh();load();`;
  return layout({ lang: o.lang, title: o.title, nonce: o.nonce, body, script });
}

export function slotPage(o: { lang: string | null; nonce: string; title: string; vendor: string }): string {
  const { t, lang } = textsFor(o.lang);
  const pays = [...SLOT_SYMBOLS]
    .reverse()
    .map((s) => `<div>${symbolSvgs[s]}${symbolSvgs[s]}${symbolSvgs[s]} <b>×${SLOT_PAYS[s]}</b></div>`)
    .join('');
  const body = `<main>${header(o.title, o.vendor, t)}<div class="grid"><section class="card" aria-labelledby="play-h"><h2 id="play-h" class="visually-hidden">${esc(o.title)}</h2>
<div class="result"><div class="stack-s"><div class="reels" id="reels" aria-live="polite">${['seven', 'seven', 'seven'].map((s) => `<div class="reel" data-symbol="${s}">${symbolSvgs[s]}</div>`).join('')}</div><div class="msg" id="msg" role="status"></div></div></div>
${stakeControls(t)}
<button class="play" id="play" type="button">${esc(t.spin)}</button>
<div class="pays mt">${pays}<div>${symbolSvgs.cherry}${symbolSvgs.cherry} <b>×0.5</b></div></div><p class="note">${esc(t.paytable)}</p></section>
<div class="stack">${fairPanel(t)}${historyPanel(t, t.result)}</div></div></main>`;
  const script = `${clientCore(t, lang)}
const SYMBOLS=${json(symbolSvgs)};const NAMES=${json(SLOT_SYMBOLS)};
function describe(r){return r.outcome.reels.join(' · ');}
function onState(s){const last=s.rounds[0];if(!last)return;const reels=document.querySelectorAll('.reel');last.outcome.reels.forEach((sym,i)=>{reels[i].innerHTML=SYMBOLS[sym];reels[i].dataset.symbol=sym;});}
let spinTimer=null;
function onStart(){const reels=document.querySelectorAll('.reel');reels.forEach((el)=>el.classList.add('spin'));spinTimer=setInterval(()=>reels.forEach((el)=>{el.innerHTML=SYMBOLS[NAMES[Math.floor(Math.random()*NAMES.length)]];}),90);}
function stopSpin(){if(spinTimer)clearInterval(spinTimer);spinTimer=null;}
function onFail(){stopSpin();document.querySelectorAll('.reel').forEach((el)=>el.classList.remove('spin'));}
async function onResult(r){await new Promise((ok)=>setTimeout(ok,450));stopSpin();const reels=document.querySelectorAll('.reel');r.outcome.reels.forEach((s,i)=>{const el=reels[i];el.classList.remove('spin');el.innerHTML=SYMBOLS[s];el.dataset.symbol=s;});}
$('play').addEventListener('click',()=>play({}));
load();`;
  return layout({ lang: o.lang, title: o.title, nonce: o.nonce, body, script });
}

export function demoPage(o: { lang: string | null; nonce: string; vendor: string; game: string | null; imageUrl: string | null; room: string | null }): string {
  const { t } = textsFor(o.lang);
  const line = o.game ? t.demoGame.replace('{game}', o.game).replace('{vendor}', o.vendor) : t.demoLobby.replace('{vendor}', o.vendor);
  const body = `<main><section class="card demo" aria-labelledby="demo-h"><div class="vendor">${esc(t.demoTitle)}</div>
${o.imageUrl ? `<img src="${esc(o.imageUrl)}" alt="" width="220" height="220">` : ''}<h1 id="demo-h">${esc(o.game ?? o.vendor)}</h1>
<p>${esc(t.demoText)}</p><p><b>${esc(line)}</b></p>${o.room ? `<p class="note">${esc(t.demoRoom.replace('{room}', o.room))}</p>` : ''}</section></main>`;
  return layout({ lang: o.lang, title: o.game ?? o.vendor, nonce: o.nonce, body });
}

export function expiredPage(o: { lang: string | null; nonce: string }): string {
  const { t } = textsFor(o.lang);
  return layout({ lang: o.lang, title: t.game, nonce: o.nonce, body: `<main><section class="card demo"><h1>${esc(t.game)}</h1><p>${esc(t.expired)}</p></section></main>` });
}

/** Recomputes a round in the browser (Web Crypto): the hash of the revealed seed and the outcome. */
export function verifyPage(o: { lang: string | null; nonce: string }): string {
  const { t, lang } = textsFor(o.lang);
  const body = `<main><header class="top"><h1>${esc(t.verifyTitle)}</h1></header><section class="card"><p class="note mt-0">${esc(t.verifyText)}</p>
<form id="f" class="stack-s"><label>${esc(t.game)}<select id="kind"><option value="dice">Dice</option><option value="slot">Slot</option></select></label>
<label>${esc(t.serverSeed)}<input type="text" id="serverSeed" required></label><label>${esc(t.clientSeed)}<input type="text" id="clientSeed" required></label>
<label>${esc(t.nonce)}<input type="number" id="nonceIn" min="0" value="0" required></label><label>SHA-256<input type="text" id="hashIn"></label>
<button class="play" type="submit">${esc(t.verify)}</button></form></section>
<section class="card" aria-live="polite"><h2>${esc(t.outcome)}</h2><p class="mono" id="computed"></p><p id="hashResult"></p><div class="big medium" id="out"></div></section></main>`;
  const script = `
const T=${json(t)};const W=${json(SLOT_WEIGHTS)};const NAMES=${json(SLOT_SYMBOLS)};const LANG=${json(lang)};
const $=(id)=>document.getElementById(id);const p=new URLSearchParams(location.search);
for(const [k,id] of [['kind','kind'],['serverSeed','serverSeed'],['clientSeed','clientSeed'],['nonce','nonceIn'],['hash','hashIn']]){const v=p.get(k);if(v!==null)$(id).value=v;}
const hex=(buf)=>Array.from(new Uint8Array(buf)).map((b)=>b.toString(16).padStart(2,'0')).join('');
const enc=new TextEncoder();
async function run(){
  const seed=$('serverSeed').value.trim(),client=$('clientSeed').value.trim(),nonce=Number($('nonceIn').value);
  const hash=hex(await crypto.subtle.digest('SHA-256',enc.encode(seed)));
  const key=await crypto.subtle.importKey('raw',enc.encode(seed),{name:'HMAC',hash:'SHA-256'},false,['sign']);
  const mac=new DataView(await crypto.subtle.sign('HMAC',key,enc.encode(client+':'+nonce)));
  const f=(i)=>mac.getUint32(i*4)/4294967296;
  $('computed').textContent='SHA-256: '+hash;
  const expected=$('hashIn').value.trim();
  if(expected){const ok=expected===hash;$('hashResult').textContent=ok?T.hashMatches:T.hashDiffers;$('hashResult').className=ok?'ok':'bad';}else{$('hashResult').textContent='';}
  if($('kind').value==='dice'){$('out').textContent=(Math.floor(f(0)*10000)/100).toFixed(2);}
  else{const total=NAMES.reduce((s,n)=>s+W[n],0);const sym=(x)=>{let stop=Math.floor(x*total);for(const n of NAMES){stop-=W[n];if(stop<0)return n;}return 'seven';};$('out').textContent=[sym(f(0)),sym(f(1)),sym(f(2))].join(' · ');}
}
$('f').addEventListener('submit',(e)=>{e.preventDefault();run();});
if(p.get('serverSeed'))run();`;
  return layout({ lang: o.lang, title: t.verifyTitle, nonce: o.nonce, body, script });
}
