import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  SHAKE_DURATION_MS,
  VIEW_TRANSITION_MS,
} from '@portico/core'

// The card's entry and the view transition move content but never start it transparent: the wallet
// list is readable in the first frame after a click, while the animation plays on top.
// Nothing is placed by left or right: sides are logical (inline-start/end, text-align: start),
// shorthands are symmetric, so with dir="rtl" (Arabic) the modal mirrors; the few horizontal
// movements take their sign from --inline-sign.
export const modalCss = `
.root { --inline-sign: 1; }
.root[dir='rtl'] { --inline-sign: -1; }
.root[dir='rtl'] svg[data-mirrored='true'] { transform: scaleX(-1); }
.root[data-mode='overlay'] { position: fixed; inset: 0; z-index: var(--portico-z-index); pointer-events: none; }
.root[data-mode='embedded'] { display: block; width: ${MODAL_WIDTH_PX}px; max-width: 100%; }
.backdrop {
  position: fixed; inset: 0; pointer-events: auto;
  background: color-mix(in srgb, #000, transparent 45%);
  animation: portico-fade ${VIEW_TRANSITION_MS}ms ease;
}
.frame { position: fixed; inset: 0; pointer-events: none; display: flex; align-items: center; justify-content: center; padding: 16px; }
.root[data-mode='embedded'] .frame { position: static; padding: 0; }
.warm-up { visibility: hidden; }
.card {
  position: relative; width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: calc(100vh - 32px);
  display: flex; flex-direction: column; pointer-events: auto; outline: none;
  background: var(--bg); color: var(--fg); border: 1px solid var(--border); border-radius: var(--radius-l);
  box-shadow: 0 12px 40px color-mix(in srgb, #000, transparent 70%);
}
.root[data-mode='overlay'] .card { animation: portico-rise ${VIEW_TRANSITION_MS}ms ease; }
.card[data-state='shaking'] { animation: portico-shake ${SHAKE_DURATION_MS}ms ease; }
.height { overflow: hidden; transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms ease; }
.view { padding: 0 16px 16px; overflow-y: auto; max-height: calc(100vh - 120px); animation: portico-view ${VIEW_TRANSITION_MS}ms ease; }
.view-state { display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 160px; color: var(--muted); }
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 8px; }
.title { text-align: center; font-size: var(--text-l); font-weight: 600; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.title-text { display: inline-block; animation: portico-fade ${HEADER_TEXT_ANIMATION_MS}ms ease; }
.icon-button {
  width: 32px; height: 32px; display: inline-flex; align-items: center; justify-content: center;
  border: 0; border-radius: var(--radius-s); background: transparent; color: var(--muted);
}
.icon-button:hover { background: var(--surface); color: var(--fg); }
.icon-button:disabled { opacity: 0.4; cursor: not-allowed; background: transparent; }
.progress { height: 2px; margin: 0 16px; overflow: hidden; border-radius: 1px; background: var(--accent-soft); }
.progress::after {
  content: ''; display: block; width: 40%; height: 100%; background: var(--accent);
  animation: portico-progress 900ms ease-in-out infinite;
}
@keyframes portico-progress {
  from { transform: translateX(calc(-100% * var(--inline-sign))); } to { transform: translateX(calc(250% * var(--inline-sign))); }
}
@keyframes portico-fade { from { opacity: 0; } }
@keyframes portico-rise { from { transform: translateY(12px); } }
@keyframes portico-view { from { opacity: 0.5; transform: translateX(calc(10px * var(--inline-sign))); } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-2px); } 20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); } 40%, 60% { transform: translateX(6px); }
}
@media (max-width: 430px) {
  .root[data-mode='overlay'] .frame { align-items: flex-end; padding: 0; }
  .root[data-mode='overlay'] .card { width: 100%; border-end-start-radius: 0; border-end-end-radius: 0; }
}
`
