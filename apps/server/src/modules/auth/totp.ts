import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238's step, and what every authenticator app uses. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after now is still taken: phones' clocks drift. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const SIX_DIGITS = /^\d{6}$/;

/** A new key: 20 random bytes in base32, what apps expect (otplib's default). */
export const newTotpSecret = () => generateSecret();

/**
 * What the QR code holds. The issuer is the site's name, so the app lists the account as
 * "Streamfront (admin@example.com)"; the defaults (SHA-1, 6 digits, 30 s) are the ones every
 * app supports.
 */
export const otpauthUrl = (secret: string, issuer: string, account: string) =>
  generateURI({ issuer, label: account, secret });

/** The QR code of `text` as an SVG `data:` URL: drawn here, the web app needs no QR library. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Whether a typed code has the shape of an app's code (else it may be a recovery code). */
export const looksLikeTotp = (code: string) => SIX_DIGITS.test(code);

/**
 * The time step a right code belongs to, or null. Codes of `afterStep` and before are refused
 * (a replay); the caller still records the step atomically, since two requests may both pass
 * here with the same code.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!looksLikeTotp(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
