let context: AudioContext | null = null;

/**
 * A short soft tone for a new bot reply (Web Audio, no sound file to download). Spec §8:
 * a failure to play — no Web Audio, autoplay refused — is only a console warning.
 */
export function playNotificationSound(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    // Browsers start a context suspended until the page had a user gesture; sending was one.
    if (audio.state === 'suspended') void audio.resume().catch(warn);
    const now = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(660, now);
    oscillator.frequency.exponentialRampToValueAtTime(880, now + 0.12);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.15, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.26);
  } catch (error) {
    warn(error);
  }
}

function warn(error: unknown) {
  console.warn('Could not play the chat notification sound:', error);
}

/** Tests start each case without a context left over from the previous one. */
export function resetNotificationSoundForTests(): void {
  context = null;
}
