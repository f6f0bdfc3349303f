import { afterEach, describe, expect, it, vi } from 'vitest';
import { playNotificationTone, resetNotificationToneForTests } from './notification-tone';

function fakeAudio(state: AudioContextState = 'running') {
  const calls: string[] = [];
  const param = (name: string) => ({
    setValueAtTime: (value: number, at: number) => calls.push(`${name} set ${value} @${at}`),
    exponentialRampToValueAtTime: (value: number, at: number) =>
      calls.push(`${name} ramp ${value} @${at}`),
  });
  const oscillator = {
    type: '',
    frequency: param('frequency'),
    connect: (node: unknown) => node,
    start: (at: number) => calls.push(`start @${at}`),
    stop: (at: number) => calls.push(`stop @${at}`),
  };
  const gain = { gain: param('gain'), connect: (node: unknown) => node };
  const resume = vi.fn(() => Promise.resolve());
  class FakeAudioContext {
    state = state;
    currentTime = 2;
    destination = {};
    resume = resume;
    createOscillator = () => oscillator;
    createGain = () => gain;
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { calls, oscillator, resume };
}

afterEach(() => {
  resetNotificationToneForTests();
});

describe('the new-notification tone (spec §9)', () => {
  it('is a sine sliding from 880 Hz to 440 Hz over 0.5 s', () => {
    const { calls, oscillator } = fakeAudio();

    playNotificationTone();

    expect(oscillator.type).toBe('sine');
    expect(calls).toEqual(
      expect.arrayContaining([
        'frequency set 880 @2',
        'frequency ramp 440 @2.5',
        'start @2',
        'stop @2.5',
      ]),
    );
  });

  it('without a user gesture yet (suspended audio) it fails quietly and waits for one', () => {
    const warn = vi.spyOn(console, 'warn');
    const { resume } = fakeAudio('suspended');

    playNotificationTone();
    expect(warn).not.toHaveBeenCalled();

    resume.mockClear();
    window.dispatchEvent(new Event('pointerdown'));
    expect(resume).toHaveBeenCalledOnce();
  });

  it('a failure is only a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('audio blocked');
        }
      },
    );

    expect(() => playNotificationTone()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not play the notification sound:', expect.any(Error));
  });

  it('no Web Audio at all is also only a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('AudioContext', undefined);
    playNotificationTone();
    expect(warn).toHaveBeenCalledOnce();
  });
});
