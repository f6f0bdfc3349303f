import type {
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  TwoFactorVerifyBody,
} from '@streamfront/contract';
import { createContext } from 'react';
import type { SessionUser } from './session-user';

/**
 * The step a right password leads to when it does not sign in yet (decision 061): a code from
 * the authenticator app, or, for an admin who must have one (ADMIN_2FA=required), enrolment.
 */
export interface SecondStep {
  kind: 'code' | 'enrol';
  /** The server's proof that the password was right, for the step's call. */
  challenge: string;
}

export interface LoginResult {
  success: boolean;
  isAdmin: boolean;
  /** Not signed in yet: this step comes first. */
  secondStep?: SecondStep;
  /** Enrolment at sign-in: the recovery codes, to show once. */
  recoveryCodes?: string[];
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/** What a sign-in form sends: a sign-in, a registration, or a new password with a reset link. */
export type SignInRequest =
  | { kind: 'login'; body: LoginBody }
  | { kind: 'register'; body: RegisterBody }
  | { kind: 'reset'; body: ResetPasswordBody }
  /** The code (or a recovery code) after the password. */
  | { kind: 'two-factor'; body: TwoFactorVerifyBody }
  /** Enrolment's confirming code, which completes the sign-in (ADMIN_2FA=required). */
  | { kind: 'two-factor-enrol'; body: TwoFactorVerifyBody };

export interface Session {
  user: SessionUser | null;
  /** True until the start-up check of spec §4 has finished. */
  loading: boolean;
  /** Spec §4: a failure answers `{ success: false }` and goes to the console only (spec §8). */
  login(email: string, password: string): Promise<LoginResult>;
  register(input: RegisterInput): Promise<LoginResult>;
  /** Sets a new password with an emailed reset link's token, and signs in with it. */
  resetPassword(token: string, newPassword: string): Promise<LoginResult>;
  /**
   * The same three for the /login forms: a failure is logged likewise, then rejects with its
   * words of spec §8 (login), a 422 keeping its field map, for the form kit to show.
   */
  signIn(request: SignInRequest): Promise<LoginResult>;
  logout(): void;
  updateUser(changes: Partial<SessionUser>): void;
}

export const SessionContext = createContext<Session | null>(null);
