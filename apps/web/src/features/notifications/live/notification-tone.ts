/** Spec §9: a sine tone sliding from 880 Hz to 440 Hz over about half a second. */
export const TONE = { from: 880, to: 440, seconds: 0.5, volume: 0.2 } as const;

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;
let unlockListening = false;

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = globalThis as { AudioContext?: AudioContextConstructor };
  return scope.AudioContext;
}

/**
 * Browsers keep a page silent until the user interacts with it. A context made before that
 * stays suspended; the first click or key press anywhere resumes it, so a tone that arrives
 * later (an admin watching the dashboard) is heard.
 */
function resumeOnFirstGesture(audio: AudioContext) {
  if (unlockListening || typeof window === 'undefined') return;
  unlockListening = true;
  const unlock = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
    unlockListening = false;
    audio.resume().catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

/** Plays the new-notification tone. A failure is only a console warning (spec §8, sound). */
export function playNotificationTone(): void {
  try {
    const AudioContextClass = audioContextClass();
    if (!AudioContextClass) throw new Error('Web Audio is not available in this browser');
    context ??= new AudioContextClass();
    const audio = context;
    if (audio.state === 'suspended') {
      // No user gesture yet: the tone cannot sound; stay quiet and be ready for the next one.
      resumeOnFirstGesture(audio);
      audio.resume().catch(() => undefined);
    }
    const start = audio.currentTime;
    const end = start + TONE.seconds;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(TONE.from, start);
    oscillator.frequency.exponentialRampToValueAtTime(TONE.to, end);
    gain.gain.setValueAtTime(TONE.volume, start);
    gain.gain.exponentialRampToValueAtTime(0.001, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(end);
  } catch (error) {
    console.warn('Could not play the notification sound:', error);
  }
}

/** Tests start each case without the context of the previous one. */
export function resetNotificationToneForTests(): void {
  context = null;
  unlockListening = false;
}
