import type { CreateTypes } from 'canvas-confetti';
import { fromCallback } from 'xstate';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The confetti of an already acquired product, until the machine stops it. Nothing moves for
 * those who ask for reduced motion, and canvas-confetti is only downloaded when it is needed.
 */
export const celebrate = fromCallback(() => {
  if (prefersReducedMotion()) return undefined;

  let stopped = false;
  let frame = 0;
  let fire: CreateTypes | null = null;
  const canvas = document.createElement('canvas');
  canvas.className = 'confetti-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  // A popover joins the top layer after the thanks dialog, so the confetti falls over it and
  // not behind its backdrop; pointer-events: none leaves the dialog's button reachable.
  canvas.popover = 'manual';
  document.body.append(canvas);

  // The dialog opens in the same tap: one frame later it is surely in the top layer.
  const shown = requestAnimationFrame(() => {
    if (typeof canvas.showPopover === 'function') canvas.showPopover();
  });
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (stopped) return;
    // No worker: the CSP allows no blob: workers.
    fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    const burst = () => {
      void fire?.({ particleCount: 3, angle: 60, spread: 55, origin: { x: 0, y: 0.65 } });
      void fire?.({ particleCount: 3, angle: 120, spread: 55, origin: { x: 1, y: 0.65 } });
      frame = requestAnimationFrame(burst);
    };
    burst();
  });

  return () => {
    stopped = true;
    cancelAnimationFrame(shown);
    cancelAnimationFrame(frame);
    fire?.reset();
    canvas.remove();
  };
});
