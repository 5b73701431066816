import { describe, expect, it } from 'vitest';
import { stateLabel } from '../../../src/features/sandbox/state-label';

describe('stateLabel', () => {
  it('writes a state value as the dotted paths of its leaves', () => {
    expect(stateLabel('expired')).toBe('expired');
    expect(stateLabel({ code: 'canResend' })).toBe('code.canResend');
    expect(stateLabel({ pix: { countdown: 'ticking', push: {}, polling: 'waiting' } })).toBe(
      'pix.countdown.ticking · pix.push · pix.polling.waiting',
    );
  });
});
